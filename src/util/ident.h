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

#endif
