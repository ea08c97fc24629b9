/* test_dates.c — the dates of event logs (issue 28): written in local
 * time with the offset, read back to the same moment, every other form
 * refused; "now" from --date (never SOURCE_DATE_EPOCH); the --since/--until range. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "replay.h"
#include "util.h"

static void
in_zone(const char *tz)
{
	setenv("TZ", tz, 1);
	tzset();
}

static void
format_with_offset(void **state)
{
	char d[DATE_SIZE];

	(void)state;
	in_zone("Europe/Paris");
	date_format(1795719245, d); /* winter: +01:00 */
	assert_string_equal(d, "2026-11-26T19:54:05+01:00");
	date_format(1782000000, d); /* summer: +02:00 */
	assert_string_equal(d, "2026-06-21T02:00:00+02:00");
	in_zone("America/St_Johns"); /* a half-hour offset, west */
	date_format(1795719245, d);
	assert_string_equal(d, "2026-11-26T15:24:05-03:30");
	in_zone("UTC");
	date_format(0, d);
	assert_string_equal(d, "1970-01-01T00:00:00+00:00");
}

/* Every moment written in any zone reads back as itself. */
static void
round_trip(void **state)
{
	static const char *const zones[] = { "UTC", "Europe/Paris",
		"America/St_Johns", "Asia/Kathmandu", "Pacific/Kiritimati" };
	char d[DATE_SIZE];
	time_t back;

	(void)state;
	for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
		in_zone(zones[z]);
		for (time_t t = 946684800; t < 2000000000; t += 7777777) {
			date_format(t, d);
			assert_true(date_parse(d, &back));
			assert_int_equal((long long)back, (long long)t);
		}
	}
	in_zone("UTC");
}

static void
refused_forms(void **state)
{
	static const char *const bad[] = { "", "2026-11-26", "2026-11-26 19:54:05+01:00",
		"2026-11-26T19:54:05", "2026-11-26T19:54:05+0100", "2026-13-01T00:00:00Z",
		"2026-02-29T00:00:00Z", "2026-11-31T00:00:00Z", "2026-11-26T24:00:00Z",
		"2026-11-26T19:54:05+01:00x", "2026-11-26T19:54:05+24:00", "yesterday",
		"2026-11-26T19:54:05z" };
	time_t t;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(date_parse(bad[i], &t));
	assert_true(date_parse("2028-02-29T00:00:00Z", &t)); /* a leap year */
	assert_false(date_parse("2100-02-29T00:00:00Z", &t));
	assert_true(date_parse("2000-02-29T00:00:00Z", &t));
	assert_true(date_parse("2026-11-26T18:54:05Z", &t));
	assert_int_equal((long long)t, 1795719245LL);
}

static void
now_and_date_option(void **state)
{
	time_t t;

	(void)state;
	/* a build-time variable, never read at run time */
	setenv("SOURCE_DATE_EPOCH", "315532800", 1);
	assert_false(date_fixed(NULL));
	assert_true(date_now() > 1700000000);
	unsetenv("SOURCE_DATE_EPOCH");
	/* --date: a moment with its offset, a day, a local moment */
	setenv("TZ", "Europe/Paris", 1);
	tzset();
	assert_int_equal(date_when("2026-11-26T19:54:05+01:00", &t), DATE_WHEN_OK);
	assert_int_equal((long long)t, 1795719245LL);
	assert_int_equal(date_when("2026-11-26T18:54:05Z", &t), DATE_WHEN_OK);
	assert_int_equal((long long)t, 1795719245LL);
	assert_int_equal(date_when("2026-11-26T19:54:05", &t), DATE_WHEN_OK);
	assert_int_equal((long long)t, 1795719245LL);
	assert_int_equal(date_when("2026-11-26T19:54", &t), DATE_WHEN_OK);
	assert_int_equal((long long)t, 1795719240LL);
	assert_int_equal(date_when("2026-11-26", &t), DATE_WHEN_OK);
	assert_int_equal((long long)t, 1795719245LL - 19 * 3600 - 54 * 60 - 5);
	/* not dates; past 9999, in its own words or once local */
	assert_int_equal(date_when("2026-11-31", &t), DATE_WHEN_FORM);
	assert_int_equal(date_when("tomorrow", &t), DATE_WHEN_FORM);
	assert_int_equal(date_when("2026-11-26T25:00", &t), DATE_WHEN_FORM);
	assert_int_equal(date_when("10000-01-01", &t), DATE_WHEN_PAST_9999);
	assert_int_equal(date_when("9999-12-31T23:30:00-05:00", &t), DATE_WHEN_PAST_9999);
	assert_int_equal(date_when("9999-12-31T23:59:59", &t), DATE_WHEN_OK);
	assert_true(date_writable(t));
	assert_false(date_writable(t + 1));
	date_set_fixed(1795719245);
	assert_true(date_fixed(&t));
	assert_int_equal((long long)t, 1795719245LL);
	assert_int_equal((long long)date_now(), 1795719245LL);
}

/* date_writable's test of the moment alone against localtime_r's
 * year, in zones far east and far west: random moments from before
 * 1970 to past 9999, the edges of its window closely. */
static void
writable(void **state)
{
	static const char *const zones[] = { "UTC", "Pacific/Kiritimati",
		"Etc/GMT+12", "XXX-24:59", "YYY+24:59", "Europe/Paris" };
	unsigned long long x = 88172645463325252ull;

	(void)state;
	for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
		in_zone(zones[z]);
		for (int i = 0; i < 40000; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			long long t;
			switch (i % 4) {
			case 0: t = (long long)(x % 400000000000ull) - 100000000000LL; break;
			case 1: t = 253402300800LL + (long long)(x % 600000) - 300000; break;
			case 2: t = (long long)(x % 600000) - 300000; break;
			default: t = (long long)(x % 4000000000ull); break;
			}
			if (sizeof(time_t) < 8 && (t < -2147483647LL || t > 2147483647LL))
				continue;
			time_t tt = (time_t)t;
			struct tm tm;
			bool want = localtime_r(&tt, &tm) != NULL &&
			    tm.tm_year >= -1900 && tm.tm_year <= 9999 - 1900;
			if (date_writable(tt) != want)
				fail_msg("TZ=%s, %lld: date_writable says %d", zones[z], t, !want);
		}
	}
	in_zone("UTC");
}

static void
ranges(void **state)
{
	(void)state;
	assert_true(replay_set_range(NULL, NULL));
	assert_true(replay_in_range(""));  /* no range: undated logs kept */
	assert_true(replay_set_range("2026-11-26", NULL));
	assert_false(replay_in_range("")); /* a range: undated logs left out */
	assert_true(replay_in_range("2026-11-26T00:00:00+14:00")); /* its own day */
	assert_false(replay_in_range("2026-11-25T23:59:59-12:00"));
	assert_true(replay_set_range("2026-11-26T20:00:00+01:00", "2026-11-26T21:00:00+01:00"));
	assert_true(replay_in_range("2026-11-26T19:00:00Z"));        /* 20:00 in Paris */
	assert_true(replay_in_range("2026-11-26T21:00:00+01:00"));
	assert_false(replay_in_range("2026-11-26T21:00:01+01:00"));
	assert_false(replay_in_range("2026-11-26T19:59:59+01:00"));
	assert_false(replay_set_range("2026-11-31", NULL));
	assert_false(replay_set_range(NULL, "tomorrow"));
	assert_true(replay_set_range(NULL, NULL));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(format_with_offset),
		cmocka_unit_test(round_trip),
		cmocka_unit_test(refused_forms),
		cmocka_unit_test(now_and_date_option),
		cmocka_unit_test(ranges),
		cmocka_unit_test(writable),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
