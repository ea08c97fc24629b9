/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* ident.c — game ids (random, or derived from a seed) and the content
 * hash of a game's rows. */
#include "ident.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#define FNV_PRIME UINT64_C(0x100000001b3)

static uint64_t
fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;

	for (size_t i = 0; i < n; i++) {
		h ^= b[i];
		h *= FNV_PRIME;
	}
	return h;
}

/* Mix the bits of a 64-bit value (splitmix64's finaliser): derived ids
 * then differ in every digit when their seeds differ in one letter. */
static uint64_t
mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Up to n of the kernel's random bytes into buf (getrandom, again after
 * a signal or a short read): how many it gave. */
static size_t
draw(unsigned char *buf, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = getrandom(buf + got, n - got, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	return got;
}

/* The kernel's random bytes, drawn POOL_SIZE at a time: one getrandom
 * call a game was a third of a long script's system time.  A child of
 * fork() starts with its parent's pool, which it must never hand out
 * again: the pool is emptied in the child (pool_forked, registered with
 * pthread_atfork at the first draw; tests/unit/test_ident). */
#define POOL_SIZE 512
static unsigned char pool[POOL_SIZE];
static size_t pool_left;

static void
pool_forked(void)
{
	pool_left = 0;
}

static bool
pool_fill(void)
{
	static bool registered;
	size_t got;

	if (!registered && pthread_atfork(NULL, NULL, pool_forked) == 0)
		registered = true;
	if (!registered)
		return false; /* a forked child could repeat the pool: 16 at a time */
	got = draw(pool, POOL_SIZE);
	pool_left = got - got % 16; /* handed out from its end down */
	return pool_left > 0;
}

/* 16 bytes that no other machine draws: the kernel's random numbers,
 * else the clock and the process mixed (never the same twice here). */
static void
random_bytes(unsigned char out[16])
{
	if (pool_left >= 16 || pool_fill()) {
		pool_left -= 16;
		memcpy(out, pool + pool_left, 16);
		memset(pool + pool_left, 0, 16); /* handed out once */
		return;
	}
	if (draw(out, 16) == 16)
		return;
	struct timespec ts;
	static uint64_t count;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t a = mix((uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec);
	uint64_t b = mix(a ^ ((uint64_t)getpid() << 20) ^ ++count);
	memcpy(out, &a, 8);
	memcpy(out + 8, &b, 8);
}

void
ident_new_id(char out[IDENT_ID_SIZE], const char *seed)
{
	unsigned char b[16];

	if (seed != NULL) {
		uint64_t h = fnv(IDENT_HASH_INIT, seed, strlen(seed));
		uint64_t a = mix(h), c = mix(h ^ UINT64_C(0x9e3779b97f4a7c15));
		for (int i = 0; i < 8; i++) {
			b[i] = (unsigned char)(a >> (8 * i));
			b[8 + i] = (unsigned char)(c >> (8 * i));
		}
	} else {
		random_bytes(b);
	}
	/* by hand: snprintf's "%02x" sixteen times cost more than the rest
	 * of a game's start */
	for (int i = 0; i < 16; i++) {
		out[2 * i] = "0123456789abcdef"[b[i] >> 4];
		out[2 * i + 1] = "0123456789abcdef"[b[i] & 15];
	}
	out[32] = '\0';
}

static bool
hex_of(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return s[i] == '\0';
}

bool
ident_is_id(const char *s)
{
	return hex_of(s, IDENT_ID_SIZE - 1);
}

bool
ident_is_hash(const char *s)
{
	return hex_of(s, IDENT_HASH_SIZE - 1);
}

uint64_t
ident_hash_row(uint64_t h, int n, char *const *fields)
{
	/* fnv's steps, a field's bytes up to its NUL (no strlen first:
	 * every row of a log read is hashed, by check twice) */
	for (int i = 0; i < n; i++) {
		for (const unsigned char *b = (const unsigned char *)fields[i]; *b; b++)
			h = (h ^ *b) * FNV_PRIME;
		h = (h ^ 0x1f) * FNV_PRIME; /* the field's end */
	}
	return (h ^ 0x1e) * FNV_PRIME; /* the row's */
}

/* 64 bits of the 128-bit product of a and b, its halves folded: every
 * bit of a and b reaches every bit of the result. */
static inline uint64_t
fold_mul(uint64_t a, uint64_t b)
{
#ifdef __SIZEOF_INT128__
	unsigned __int128 m = (unsigned __int128)a * b;

	return (uint64_t)m ^ (uint64_t)(m >> 64);
#else
	return mix(a + mix(b));
#endif
}

#define KEY_MUL UINT64_C(0x9e3779b97f4a7c15)
#define KEY_ROW UINT64_C(0xe7037ed1a0b428db)
#define KEY_MUL2 UINT64_C(0xc2b2ae3d27d4eb4f)
#define KEY_LANE UINT64_C(0x165667b19e3779f9)

static bool fast_key = true;

void
ident_set_fast_key(bool on)
{
	fast_key = on;
}

bool
ident_key_is_hash(void)
{
	return !fast_key;
}

uint64_t
ident_key_row(uint64_t k, int n, char *const *fields)
{
	if (!fast_key)
		return ident_hash_row(k, n, fields);
	if (n <= 0)
		return fold_mul(k ^ KEY_ROW, KEY_MUL);
	/* the fields' bytes with their NULs, one span: sixteen at a time in
	 * two lanes (each step waits for its lane's multiply before it, so
	 * two lanes take half the time of one: most rows span 40 to 100
	 * bytes), eight more if left, the last eight (overlapping those
	 * before) for the rest, then the second lane and the span's length,
	 * which tells apart two spans ending alike */
	const unsigned char *p = (const unsigned char *)fields[0];
	size_t len = (size_t)(fields[n] - fields[0]), i = 0;
	uint64_t w, w2, k2 = k ^ KEY_LANE;

	for (; i + 16 <= len; i += 16) {
		memcpy(&w, p + i, 8);
		memcpy(&w2, p + i + 8, 8);
		k = fold_mul(k ^ w, KEY_MUL);
		k2 = fold_mul(k2 ^ w2, KEY_MUL2);
	}
	if (i + 8 <= len) {
		memcpy(&w, p + i, 8);
		k = fold_mul(k ^ w, KEY_MUL);
		i += 8;
	}
	if (i < len) {
		w = 0;
		if (len >= 8)
			memcpy(&w, p + len - 8, 8);
		else
			for (size_t j = 0; j < len; j++)
				w |= (uint64_t)p[j] << (8 * j);
		k = fold_mul(k ^ w, KEY_MUL);
	}
	return fold_mul(k ^ fold_mul(k2, KEY_MUL2) ^ KEY_ROW ^ len, KEY_MUL);
}

void
ident_hash_hex(uint64_t h, char out[IDENT_HASH_SIZE])
{
	snprintf(out, IDENT_HASH_SIZE, "%016llx", (unsigned long long)h);
}
