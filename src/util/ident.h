/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* ident.h — a game's identity (event log version 5): its id, unique
 * across machines without a network, and the content hash that tells a
 * game's rows from any other's. */
#ifndef TREEREF_IDENT_H
#define TREEREF_IDENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A game id: 32 lowercase hexadecimal digits (128 bits) and a NUL. */
#define IDENT_ID_SIZE 33
/* A content hash: 16 lowercase hexadecimal digits (64 bits) and a NUL. */
#define IDENT_HASH_SIZE 17

/* A new game id: 128 random bits (getrandom), unless `seed` is given,
 * when it is derived from it alone (the same seed, the same id: for a
 * session whose date is fixed, so that its logs are reproducible). */
void ident_new_id(char out[IDENT_ID_SIZE], const char *seed);
/* Whether `s` is a game id as ident_new_id writes it. */
bool ident_is_id(const char *s);
/* Whether `s` is a content hash as ident_hash_hex writes it. */
bool ident_is_hash(const char *s);

/* The content hash of a game: FNV-1a (64 bits) over its rows' fields,
 * each field followed by 0x1f and each row by 0x1e, so that the
 * separator and the quoting of the file do not count. */
#define IDENT_HASH_INIT UINT64_C(0xcbf29ce484222325)
uint64_t ident_hash_row(uint64_t h, int n, char *const *fields);
void ident_hash_hex(uint64_t h, char out[IDENT_HASH_SIZE]);

/*
 * The key of a game's rows in memory: equal for two games whose rows
 * are the same field for field, different (as a 64-bit hash of them is)
 * otherwise, as FNV-1a's hash is, in a fraction of its time: eight bytes
 * a step where FNV-1a takes one.  Never written and never compared with
 * a written value (a correction names its original by ident_hash_row's
 * hash): it tells games apart within one run (dedup.c's "the same
 * game").  The row's fields lie one after another, each ended by its NUL,
 * and fields[n] points just past the last one's NUL, as csvlog_read
 * gives them.
 */
#define IDENT_KEY_INIT IDENT_HASH_INIT
uint64_t ident_key_row(uint64_t k, int n, char *const *fields);
/* False makes the key ident_hash_row's hash, as it was (tests compare
 * what the readers decide either way); ident_key_is_hash says which. */
void ident_set_fast_key(bool on);
bool ident_key_is_hash(void);

#endif
