/* rng.h — the property tests' random numbers: splitmix64, small,
 * fixed-seed, the same on every machine (set rng_state to seed it). */
#ifndef TREEREF_TEST_RNG_H
#define TREEREF_TEST_RNG_H

#include <stdint.h>

static uint64_t rng_state;

static unsigned
rnd(unsigned n)
{
	uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	z ^= z >> 31;
	return (unsigned)(z % n);
}

#endif
