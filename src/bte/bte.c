/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte.c — the rules engine of Best Treehouse Ever (no I/O, no text). */
#include "bte.h"

#include <limits.h>
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

bool
bte_position_ok(int level, int slot)
{
	return level >= 2 && slot >= 1 && slot <= level;
}

int
bte_slot_index(int level, int slot)
{
	if (!bte_position_ok(level, slot) || level > BTE_TOP_LEVEL)
		return -1;
	/* levels 2..level-1 hold 2+3+...+(level-1) slots before this one */
	return (level - 2) * (level + 1) / 2 + slot - 1;
}

/* Slot index to position: levels 2 to 6, left to right. */
static const struct bte_pos slot_pos[BTE_SLOTS] = {
	{ 2, 1 }, { 2, 2 },
	{ 3, 1 }, { 3, 2 }, { 3, 3 },
	{ 4, 1 }, { 4, 2 }, { 4, 3 }, { 4, 4 },
	{ 5, 1 }, { 5, 2 }, { 5, 3 }, { 5, 4 }, { 5, 5 },
	{ 6, 1 }, { 6, 2 }, { 6, 3 }, { 6, 4 }, { 6, 5 }, { 6, 6 },
};

struct bte_pos
bte_slot_pos(int index)
{
	return slot_pos[index];
}

int
bte_side(int level, int slot)
{
	if (2 * slot < level + 1)
		return BTE_LEFT;
	if (2 * slot > level + 1)
		return BTE_RIGHT;
	return BTE_CENTRE;
}

int
bte_supports(int level, int slot, struct bte_pos out[2])
{
	int n = 0;

	if (level <= 2)
		return 0; /* level 2 rests on the starting tree */
	for (int s = slot - 1; s <= slot; s++)
		if (s >= 1 && s <= level - 1)
			out[n++] = (struct bte_pos){ level - 1, s };
	return n;
}

int
bte_neighbours(int level, int slot, struct bte_pos out[6])
{
	/* below, beside, above: the order in which `why` names them */
	static const int d[6][2] = {
		{ -1, -1 }, { -1, 0 }, { 0, -1 }, { 0, 1 }, { 1, 0 }, { 1, 1 }
	};
	int n = 0;

	for (int i = 0; i < 6; i++) {
		int l = level + d[i][0], s = slot + d[i][1];

		if (bte_position_ok(l, s) && l <= BTE_TOP_LEVEL)
			out[n++] = (struct bte_pos){ l, s };
	}
	return n;
}

bool
bte_touch(struct bte_pos a, struct bte_pos b)
{
	if (a.level == b.level)
		return a.slot - b.slot == 1 || b.slot - a.slot == 1;
	if (a.level == b.level + 1)
		return b.slot == a.slot - 1 || b.slot == a.slot;
	if (b.level == a.level + 1)
		return a.slot == b.slot - 1 || a.slot == b.slot;
	return false;
}

int
bte_room(const struct bte_player *p, int level, int slot)
{
	int i = bte_slot_index(level, slot);

	return i < 0 ? BTE_NONE : p->room[i];
}


#if defined(__GNUC__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BTE_VECTORS 1
/* Sixteen slots compared at once (SSE2 on x86-64, NEON on ARM). */
typedef signed char slot_bytes __attribute__((vector_size(16)));

/* A 1 in each byte whose slot holds `colour` (c, in every byte), 0 in
 * the others: at[0] for slots 0 to 15, at[1] for slots 4 to 19. */
struct slot_match {
	slot_bytes at[2];
};

static inline struct slot_match
slot_match(const struct bte_player *p, slot_bytes c)
{
	slot_bytes first, last;

	_Static_assert(BTE_SLOTS == 20, "two loads of sixteen hold the slots");
	memcpy(&first, p->room, 16);
	memcpy(&last, p->room + 4, 16);
	return (struct slot_match){ { -(slot_bytes)(first == c),
	    -(slot_bytes)(last == c) } };
}

#endif

int
bte_count(const struct bte_player *p, int colour)
{
	int n = 0;

	/* a colour's rooms, kept as they are placed; anything else (no
	 * colour's value) is counted as a slot's signed char compares */
	if (colour >= 0 && colour < BTE_COLOURS)
		return p->count[colour];
	for (int i = 0; i < BTE_SLOTS; i++)
		n += p->room[i] == (signed char)colour;
	return n;
}

void
bte_recount(struct bte_player *p)
{
	memset(p->count, 0, sizeof p->count);
	for (int i = 0; i < BTE_SLOTS; i++)
		if (p->room[i] >= 0 && p->room[i] < BTE_COLOURS)
			p->count[(int)p->room[i]]++;
}

/* A bit for each slot holding `colour`: most slots hold another colour
 * or none, and a tree is asked about at every room placed. */
static uint32_t
slots_of(const struct bte_player *p, int colour)
{
	uint32_t bits = 0;

	if (colour < SCHAR_MIN || colour > SCHAR_MAX)
		return 0; /* no slot holds it */
#if defined(BTE_VECTORS) && defined(__SSE2__)
	/* a byte's top bit each (pmovmskb): slots 0 to 15, then 16 to 19
	 * in the top four of the sixteen from slot 4 */
	struct slot_match m = slot_match(p, (slot_bytes){ 0 } + (signed char)colour);

	bits = (uint32_t)_mm_movemask_epi8((__m128i)-m.at[0]) |
	    ((uint32_t)_mm_movemask_epi8((__m128i)-m.at[1]) >> 12) << 16;
#elif defined(BTE_VECTORS)
	/* the 0 or 1 of eight bytes gathered into one byte's bits */
	const uint64_t gather = 0x0102040810204080u;
	struct slot_match m = slot_match(p, (slot_bytes){ 0 } + (signed char)colour);
	uint64_t w[4];

	memcpy(w, m.at, sizeof w);
	bits = (uint32_t)((w[0] * gather) >> 56) |
	    (uint32_t)((w[1] * gather) >> 56) << 8 |
	    (uint32_t)((w[3] * gather) >> 60) << 16; /* slots 16 to 19 */
#else
	for (int i = 0; i < BTE_SLOTS; i++)
		bits |= (uint32_t)(p->room[i] == colour) << i;
#endif
	return bits;
}

void
bte_explain_tree(const struct bte_player *p, int colour, int level, int slot,
    struct bte_reasons *r)
{
	struct bte_pos here = { level, slot };

	memset(r, 0, sizeof *r);
	r->occupant = bte_room(p, level, slot);
	if (r->occupant != BTE_NONE)
		r->broken |= BTE_E_OCCUPIED;

	r->nsupport = bte_supports(level, slot, r->support);
	for (int i = 0; i < r->nsupport; i++) {
		r->support_empty[i] = bte_room(p, r->support[i].level,
		    r->support[i].slot) == BTE_NONE;
		if (r->support_empty[i])
			r->broken |= BTE_E_A;
	}

	for (uint32_t in = slots_of(p, colour); in != 0; in &= in - 1) {
		struct bte_pos at = bte_slot_pos(__builtin_ctz(in));

		r->same[r->nsame++] = at;
		/* the room already in the slot is not a neighbour of it */
		if (!r->touches && bte_touch(here, at)) {
			r->touches = true;
			r->touching = at;
		}
	}
	if (r->nsame > 0 && !r->touches)
		r->broken |= BTE_E_B;

	if (level > BTE_TOP_LEVEL)
		r->broken |= BTE_E_C;

	r->side = bte_side(level, slot);
	r->marker = p->marker;
	if (r->side != BTE_CENTRE && r->side == r->marker)
		r->broken |= BTE_E_D;
	/* a room moves the marker one space toward its side */
	r->marker_after = r->broken & BTE_E_D ? r->marker : r->marker + r->side;
}

/* What a slot of the tree needs of the others, by its index: the slots
 * it rests on (rule A; none at level 2, on the starting tree) and those
 * it touches (rule B: beside it, the two below and the two above, as
 * bte_touch() finds them), as bits of slot indices, and its side (rule
 * D).  Every room placed asks these: a table (test_bte's
 * test_explain_same_random holds bte_check_rules, which reads it, to
 * bte_explain_tree, which asks bte_supports() and bte_touch()). */
struct slot_facts {
	uint32_t support, touching;
	signed char side;
};
static const struct slot_facts slot_facts[BTE_SLOTS] = {
	/* level 2 */ { 0, 0xe, BTE_LEFT }, { 0, 0x19, BTE_RIGHT },
	/* level 3 */ { 0x1, 0x69, BTE_LEFT }, { 0x3, 0xd7, BTE_CENTRE },
	{ 0x2, 0x18a, BTE_RIGHT },
	/* level 4 */ { 0x4, 0x644, BTE_LEFT }, { 0xc, 0xcac, BTE_LEFT },
	{ 0x18, 0x1958, BTE_RIGHT }, { 0x10, 0x3090, BTE_RIGHT },
	/* level 5 */ { 0x20, 0xc420, BTE_LEFT }, { 0x60, 0x18a60, BTE_LEFT },
	{ 0xc0, 0x314c0, BTE_CENTRE }, { 0x180, 0x62980, BTE_RIGHT },
	{ 0x100, 0xc1100, BTE_RIGHT },
	/* level 6 */ { 0x200, 0x8200, BTE_LEFT }, { 0x600, 0x14600, BTE_LEFT },
	{ 0xc00, 0x28c00, BTE_LEFT }, { 0x1800, 0x51800, BTE_RIGHT },
	{ 0x3000, 0xa3000, BTE_RIGHT }, { 0x2000, 0x42000, BTE_RIGHT },
};

/* The rules of a room in slot i of the tree, from its facts, the slots
 * of the colour and the empty ones: the common case of
 * bte_check_rules, and `place`'s. */
static inline unsigned
tree_rules(const struct bte_player *p, int colour, int i)
{
	const struct slot_facts *f = &slot_facts[i];
	uint32_t same = slots_of(p, colour);
	unsigned broken = 0;

	if (p->room[i] != BTE_NONE)
		broken |= BTE_E_OCCUPIED;
	if (f->support & slots_of(p, BTE_NONE))
		broken |= BTE_E_A;
	if (same != 0 && (same & f->touching) == 0)
		broken |= BTE_E_B;
	if (f->side != BTE_CENTRE && f->side == p->marker)
		broken |= BTE_E_D;
	return broken;
}

/* bte_explain_tree()'s bits without its facts, what `legal` asks of
 * every slot (test_quick_judge_random holds the two equal); beyond the
 * tree (rule C) or at no position, rarely asked, the judge answers. */
unsigned
bte_check_rules(const struct bte_player *p, int colour, int level, int slot)
{
	int i = bte_slot_index(level, slot);
	struct bte_reasons r;

	if (i >= 0)
		return tree_rules(p, colour, i);
	bte_explain_tree(p, colour, level, slot, &r);
	return r.broken;
}

bool
bte_init(struct bte_game *g, int nplayers, const char *const *names,
    bool young)
{
	if (nplayers < BTE_MIN_PLAYERS || nplayers > BTE_MAX_PLAYERS)
		return false;
	for (int i = 0; i < nplayers; i++)
		if (strlen(names[i]) >= BTE_NAME_SIZE || names[i][0] == '\0')
			return false;
	memset(g, 0, sizeof *g);
	g->nplayers = nplayers;
	g->young = young;
	for (int i = 0; i < nplayers; i++) {
		struct bte_player *p = &g->p[i];

		strcpy(p->name, names[i]);
		memset(p->room, BTE_NONE, sizeof p->room);
		p->marker = BTE_CENTRE;
	}
	g->phase = BTE_BUILD;
	g->round = 1;
	g->pick = 1;
	g->first[0] = 0; /* the oldest is named first */
	return true;
}

int
bte_colour_used(const struct bte_game *g, int colour)
{
	int n = g->discards[colour];

	for (int i = 0; i < g->nplayers; i++)
		n += g->p[i].count[colour];
	return n;
}

int
bte_first_chooser(const struct bte_game *g)
{
	return g->first[g->round - 1];
}

int
bte_order(const struct bte_game *g, int order[BTE_MAX_PLAYERS])
{
	int first = bte_first_chooser(g);

	for (int k = 0; k < g->nplayers; k++)
		order[k] = (first + k) % g->nplayers;
	return g->nplayers;
}

enum bte_scoring
bte_scoring(const struct bte_game *g)
{
	if (g->young)
		return BTE_SCORE_CHOSEN;
	return g->nplayers == 2 ? BTE_SCORE_ZERO : BTE_SCORE_DRAFT;
}

int
bte_phase_order(const struct bte_game *g, enum bte_phase phase,
    int order[BTE_MAX_PLAYERS])
{
	int n = bte_order(g, order);

	/* the draft covers in reverse; 2 players cover in order */
	if (phase == BTE_COVER && bte_scoring(g) == BTE_SCORE_DRAFT)
		for (int i = 0; i < n / 2; i++) {
			int t = order[i];

			order[i] = order[n - 1 - i];
			order[n - 1 - i] = t;
		}
	return n;
}

int
bte_turn(const struct bte_game *g)
{
	int n = g->nplayers, k = g->step;

	if (k >= n || g->phase == BTE_BUILD || g->phase == BTE_OVER)
		return BTE_NONE;
	/* bte_phase_order()'s k-th, asked after every move of the scoring
	 * phase: the chooser order, reversed to cover after a draft */
	if (g->phase == BTE_COVER && bte_scoring(g) == BTE_SCORE_DRAFT)
		k = n - 1 - k;
	return (bte_first_chooser(g) + k) % n;
}

int
bte_to_play(const struct bte_game *g, int who[BTE_MAX_PLAYERS])
{
	int order[BTE_MAX_PLAYERS], n = 0;

	switch (g->phase) {
	case BTE_BUILD:
		for (int i = 0; i < g->nplayers; i++)
			if (!g->p[i].played)
				who[n++] = i;
		return n;
	case BTE_OVER:
		return 0;
	default:
		for (int k = g->step, m = bte_phase_order(g, g->phase, order);
		    k < m; k++)
			who[n++] = order[k];
		return n;
	}
}

static unsigned
refuse(unsigned bits, enum bte_why detail, enum bte_why *why)
{
	if (why != NULL)
		*why = detail;
	return bits;
}

static void
begin_scoring(struct bte_game *g)
{
	g->step = 0;
	memset(g->cover, BTE_PLAIN, sizeof g->cover);
	memset(g->chosen, 0, sizeof g->chosen);
	g->kinds_left[BTE_PLAIN] = 0;
	g->kinds_left[BTE_X2] = 2;
	g->kinds_left[BTE_ZERO] = 2;
	if (bte_scoring(g) == BTE_SCORE_CHOSEN) {
		g->phase = BTE_CHOOSE;
	} else if (bte_scoring(g) == BTE_SCORE_ZERO) {
		g->phase = BTE_COVER; /* each player holds one zero card */
		for (int i = 0; i < 2; i++)
			g->p[i].held = BTE_ZERO;
		g->kinds_left[BTE_ZERO] = 0;
	} else {
		g->phase = BTE_TAKE;
	}
}

static void
end_entry(struct bte_game *g, int player)
{
	g->p[player].played = true;
	for (int i = 0; i < g->nplayers; i++)
		if (!g->p[i].played)
			return;
	for (int i = 0; i < g->nplayers; i++)
		g->p[i].played = false;
	if (g->pick < BTE_PICKS)
		g->pick++;
	else
		begin_scoring(g);
}

/* Phase, then turn (judged only in the picks): may the player make an
 * entry, a room or a discard, now? */
static void
explain_entry(const struct bte_game *g, int player, struct bte_reasons *r)
{
	if (g->phase == BTE_OVER) {
		r->broken |= BTE_E_PHASE;
		r->entry = BTE_WHY_OVER;
	} else if (g->phase != BTE_BUILD) {
		r->broken |= BTE_E_PHASE;
		r->entry = BTE_WHY_SCORING;
	} else if (g->p[player].played) {
		r->broken |= BTE_E_TURN;
		r->entry = BTE_WHY_PLAYED;
	}
}

/* The twelve cards of a colour (no limit on a discard of unknown colour). */
static void
explain_colour_limit(const struct bte_game *g, int colour,
    struct bte_reasons *r)
{
	if (colour == BTE_NONE)
		return;
	r->used = bte_colour_used(g, colour);
	if (r->used >= BTE_CARDS_PER_COLOUR)
		r->limits |= BTE_L_COLOUR;
}

/* Phase, turn and the limits of a room, added to what r holds. */
static void
explain_room_entry(const struct bte_game *g, int player, int colour,
    struct bte_reasons *r)
{
	const struct bte_player *p = &g->p[player];

	explain_entry(g, player, r);
	explain_colour_limit(g, colour, r);
	r->rooms_round = p->rooms_round;
	r->rooms = p->rooms;
	if (p->rooms_round >= BTE_ROOMS_PER_ROUND)
		r->limits |= BTE_L_ROUND;
	if (p->rooms >= BTE_ROOMS_PER_GAME)
		r->limits |= BTE_L_GAME;
	if (r->limits)
		r->broken |= BTE_E_LIMIT;
}

/* The bits explain_entry() and explain_colour_limit() set, with the
 * limits of a room's count when `room`: a move's own question, without
 * the facts its refusal words. */
static unsigned
entry_broken(const struct bte_game *g, int player, int colour, bool room)
{
	const struct bte_player *p = &g->p[player];
	unsigned broken = g->phase != BTE_BUILD ? BTE_E_PHASE
	    : p->played ? BTE_E_TURN : 0;

	if ((room && (p->rooms_round >= BTE_ROOMS_PER_ROUND ||
	    p->rooms >= BTE_ROOMS_PER_GAME)) || (colour != BTE_NONE &&
	    bte_colour_used(g, colour) >= BTE_CARDS_PER_COLOUR))
		broken |= BTE_E_LIMIT;
	return broken;
}

void
bte_explain_entry(const struct bte_game *g, int player, int colour,
    struct bte_reasons *r)
{
	memset(r, 0, sizeof *r);
	r->occupant = BTE_NONE;
	explain_room_entry(g, player, colour, r);
}

void
bte_explain(const struct bte_game *g, int player, int colour, int level,
    int slot, struct bte_reasons *r)
{
	bte_explain_tree(&g->p[player], colour, level, slot, r);
	explain_room_entry(g, player, colour, r);
}

void
bte_explain_discard(const struct bte_game *g, int player, int colour,
    struct bte_reasons *r)
{
	memset(r, 0, sizeof *r);
	r->occupant = BTE_NONE;
	explain_entry(g, player, r);
	explain_colour_limit(g, colour, r);
	if (r->limits)
		r->broken |= BTE_E_LIMIT;
}

int
bte_legal(const struct bte_game *g, int player, int colour,
    struct bte_pos out[BTE_SLOTS])
{
	int n = 0;

	/* the limits do not depend on the slot: where they break, nowhere */
	if (entry_broken(g, player, colour, true) & BTE_E_LIMIT)
		return 0;
	for (int i = 0; i < BTE_SLOTS; i++) {
		struct bte_pos at = bte_slot_pos(i);

		if (bte_check_rules(&g->p[player], colour, at.level, at.slot) == 0)
			out[n++] = at;
	}
	return n;
}

/* The detail a refusal reports: phase or turn first, else the limit. */
static enum bte_why
main_detail(const struct bte_reasons *r)
{
	if (r->broken & (BTE_E_PHASE | BTE_E_TURN))
		return r->entry;
	if (r->limits & BTE_L_COLOUR)
		return BTE_WHY_COLOUR;
	if (r->limits & BTE_L_ROUND)
		return BTE_WHY_ROUND;
	if (r->limits & BTE_L_GAME)
		return BTE_WHY_GAME;
	return BTE_WHY_NONE;
}

unsigned
bte_place(struct bte_game *g, int player, int colour, int level, int slot,
    enum bte_why *why)
{
	struct bte_player *p = &g->p[player];
	struct bte_reasons r;
	int i = bte_slot_index(level, slot);
	unsigned broken = entry_broken(g, player, colour, true);

	/* bte_check_rules(), its slot's index kept for the room */
	broken |= i >= 0 ? tree_rules(p, colour, i) :
	    bte_check_rules(p, colour, level, slot);

	/* the bits alone, asked at every room; the facts behind the
	 * detail only for a refusal that wants it */
	if (broken && why != NULL)
		bte_explain(g, player, colour, level, slot, &r);
	if (broken)
		return refuse(broken, why ? main_detail(&r) : BTE_WHY_NONE, why);
	p->room[i] = (signed char)colour;
	p->count[colour]++;
	p->marker = (signed char)(p->marker + slot_facts[i].side);
	p->rooms++;
	p->rooms_round++;
	end_entry(g, player);
	return refuse(0, BTE_WHY_NONE, why);
}

unsigned
bte_discard(struct bte_game *g, int player, int colour, enum bte_why *why)
{
	struct bte_reasons r;
	unsigned broken = entry_broken(g, player, colour, false);

	if (broken && why != NULL)
		bte_explain_discard(g, player, colour, &r);
	if (broken)
		return refuse(broken, why ? main_detail(&r) : BTE_WHY_NONE, why);
	if (colour != BTE_NONE)
		g->discards[colour]++;
	else
		g->discards_unknown++;
	end_entry(g, player);
	return refuse(0, BTE_WHY_NONE, why);
}

/* The phase check shared by take and cover. */
static unsigned
check_changer_phase(const struct bte_game *g, enum bte_phase want,
    enum bte_why *why)
{
	if (g->phase == BTE_OVER)
		return refuse(BTE_E_PHASE, BTE_WHY_OVER, why);
	if (bte_scoring(g) == BTE_SCORE_CHOSEN)
		return refuse(BTE_E_PHASE, BTE_WHY_NO_CHANGERS, why);
	if (want == BTE_TAKE && bte_scoring(g) == BTE_SCORE_ZERO)
		return refuse(BTE_E_PHASE, BTE_WHY_NO_DRAFT, why);
	if (g->phase == BTE_BUILD)
		return refuse(BTE_E_PHASE, BTE_WHY_BUILDING, why);
	if (g->phase != want)
		return refuse(BTE_E_PHASE, want == BTE_TAKE ? BTE_WHY_NOT_TAKE
		    : BTE_WHY_NOT_COVER, why);
	return 0;
}

/* In the scoring phase: another player's turn, and the card or colour
 * asked for gone, are both reported (turn's detail first). */
static unsigned
turn_and_limit(const struct bte_game *g, int player, bool gone,
    enum bte_why gone_why, enum bte_why *why)
{
	unsigned bits = 0;

	if (gone)
		bits |= BTE_E_LIMIT;
	if (player != bte_turn(g))
		return refuse(bits | BTE_E_TURN, BTE_WHY_NOT_YOURS, why);
	return bits ? refuse(bits, gone_why, why) : 0;
}

unsigned
bte_take(struct bte_game *g, int player, int kind, enum bte_why *why)
{
	unsigned bits = check_changer_phase(g, BTE_TAKE, why);

	if (bits)
		return bits;
	if (kind != BTE_X2 && kind != BTE_ZERO)
		kind = BTE_PLAIN; /* no such card: treated as none left */
	bits = turn_and_limit(g, player, g->kinds_left[kind] == 0,
	    BTE_WHY_KIND, why);
	if (bits)
		return bits;
	g->kinds_left[kind]--;
	g->p[player].held = (signed char)kind;
	if (++g->step == g->nplayers) {
		g->phase = BTE_COVER;
		g->step = 0;
	}
	return refuse(0, BTE_WHY_NONE, why);
}

unsigned
bte_cover(struct bte_game *g, int player, int colour, enum bte_why *why)
{
	unsigned bits = check_changer_phase(g, BTE_COVER, why);

	if (bits)
		return bits;
	bits = turn_and_limit(g, player, g->cover[colour] != BTE_PLAIN,
	    BTE_WHY_COVERED, why);
	if (bits)
		return bits;
	g->cover[colour] = g->p[player].held;
	g->p[player].held = BTE_PLAIN;
	if (++g->step == g->nplayers)
		bte_score_round(g);
	return refuse(0, BTE_WHY_NONE, why);
}

unsigned
bte_choose(struct bte_game *g, int player, int colour, enum bte_why *why)
{
	unsigned bits;

	if (g->phase == BTE_OVER)
		return refuse(BTE_E_PHASE, BTE_WHY_OVER, why);
	if (!g->young)
		return refuse(BTE_E_PHASE, BTE_WHY_NOT_YOUNG, why);
	if (g->phase != BTE_CHOOSE)
		return refuse(BTE_E_PHASE, BTE_WHY_BUILDING, why);
	bits = turn_and_limit(g, player, g->chosen[colour], BTE_WHY_CHOSEN,
	    why);
	if (bits)
		return bits;
	g->chosen[colour] = true;
	if (++g->step == g->nplayers)
		bte_score_round(g);
	return refuse(0, BTE_WHY_NONE, why);
}
