/* coop_ops.h — the cooperative test game's place in a registry
 * (tests/toy/games.c). */
#ifndef TREEREF_COOP_OPS_H
#define TREEREF_COOP_OPS_H
#include "game.h"
extern const struct game_ops coop_ops;
#endif
