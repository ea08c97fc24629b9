/* duel_ops.h — the duel's place in a registry (tests/toy/games.c). */
#ifndef TREEREF_DUEL_OPS_H
#define TREEREF_DUEL_OPS_H
#include "game.h"
extern const struct game_ops duel_ops;
#endif
