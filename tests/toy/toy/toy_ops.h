/* toy_ops.h — the toy game's place in a registry (tests/toy/games.c). */
#ifndef TREEREF_TOY_OPS_H
#define TREEREF_TOY_OPS_H
#include "game.h"
extern const struct game_ops toy_ops;
#endif
