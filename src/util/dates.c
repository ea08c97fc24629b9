/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* dates.c — dates as logs and the archive write them, and --date's
 * fixed moment (util.h). */
#include "util.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Days from 1970-01-01 to the given day of the proleptic Gregorian
 * calendar (Howard Hinnant's days_from_civil): timegm without the
 * extension. */
static long long
days_from_civil(long long y, int m, int d)
{
	y -= m <= 2;
	long long era = (y >= 0 ? y : y - 399) / 400;
	long long yoe = y - era * 400;
	long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

/* --date WHEN, when given. */
static struct {
	bool set;
	time_t at;
} fixed_date;

void
date_set_fixed(time_t t)
{
	fixed_date.set = true;
	fixed_date.at = t;
}

bool
date_fixed(time_t *t)
{
	if (fixed_date.set && t != NULL)
		*t = fixed_date.at;
	return fixed_date.set;
}

time_t
date_now(void)
{
	return fixed_date.set ? fixed_date.at : time(NULL);
}

bool
date_writable(time_t t)
{
	struct tm tm;

	/* from 1970-01-04 to 9999-12-29 UTC, the year is 1970 to 9999 in
	 * every zone (offsets are under 25 hours): twice a game, without
	 * localtime_r (test_dates writable compares the two) */
	if ((long long)t >= 3 * 86400LL && (long long)t < 253402041600LL)
		return true;
	return localtime_r(&t, &tm) != NULL && tm.tm_year >= -1900 &&
	    tm.tm_year <= 9999 - 1900;
}

enum date_when
date_when(const char *s, time_t *t)
{
	size_t len = strlen(s), year = strspn(s, "0123456789");
	char buf[48];

	if (year > 4 && s[year] == '-')
		return DATE_WHEN_PAST_9999; /* a year of five digits or more */
	if (len > 30)
		return DATE_WHEN_FORM;
	if (len == 10)
		snprintf(buf, sizeof buf, "%sT00:00:00", s); /* a day */
	else if (len >= 16 && s[10] == 'T' && s[13] == ':' && s[16] != ':')
		snprintf(buf, sizeof buf, "%.16s:00%s", s, s + 16); /* no seconds */
	else
		snprintf(buf, sizeof buf, "%s", s);
	if (strlen(buf) == 19) {
		/* local time: the form checked as UTC, the moment from mktime */
		char probe[64]; /* buf and its Z: -O1 -Werror checks the bound */
		struct tm tm = { 0 };
		snprintf(probe, sizeof probe, "%sZ", buf);
		if (!date_parse(probe, NULL) ||
		    sscanf(buf, "%4d-%2d-%2dT%2d:%2d:%2d", &tm.tm_year, &tm.tm_mon,
		    &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
			return DATE_WHEN_FORM;
		tm.tm_year -= 1900;
		tm.tm_mon -= 1;
		tm.tm_isdst = -1;
		*t = mktime(&tm);
	} else if (!date_parse(buf, t))
		return DATE_WHEN_FORM;
	return date_writable(*t) ? DATE_WHEN_OK : DATE_WHEN_PAST_9999;
}

/* v (0 to 99) as two digits at p */
static char *
two_digits(char *p, long long v)
{
	*p++ = (char)('0' + v / 10);
	*p++ = (char)('0' + v % 10);
	return p;
}

void
date_format(time_t t, char out[DATE_SIZE])
{
	struct tm tm;
	long long local, off, year;

	if (localtime_r(&t, &tm) == NULL) {
		out[0] = '\0';
		return;
	}
	year = tm.tm_year + 1900LL;
	local = days_from_civil(year, tm.tm_mon + 1, tm.tm_mday) * 86400 +
	    tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec;
	off = (local - (long long)t) / 60; /* minutes east of UTC */
	char buf[128]; /* room for any int, which the compiler cannot rule out */
	if (year >= 0 && year <= 9999 && off > -100 * 60 && off < 100 * 60) {
		/* the usual case, without snprintf's cost (twice a game) */
		char *p = buf;
		p = two_digits(p, year / 100);
		p = two_digits(p, year % 100);
		*p++ = '-';
		p = two_digits(p, tm.tm_mon + 1);
		*p++ = '-';
		p = two_digits(p, tm.tm_mday);
		*p++ = 'T';
		p = two_digits(p, tm.tm_hour);
		*p++ = ':';
		p = two_digits(p, tm.tm_min);
		*p++ = ':';
		p = two_digits(p, tm.tm_sec);
		*p++ = off < 0 ? '-' : '+';
		p = two_digits(p, (off < 0 ? -off : off) / 60);
		*p++ = ':';
		p = two_digits(p, (off < 0 ? -off : off) % 60);
		*p = '\0';
	} else {
		snprintf(buf, sizeof buf, "%04lld-%02d-%02dT%02d:%02d:%02d%c%02lld:%02lld",
		    year, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
		    tm.tm_sec, off < 0 ? '-' : '+', (off < 0 ? -off : off) / 60,
		    (off < 0 ? -off : off) % 60);
	}
	size_t n = strlen(buf) < DATE_SIZE ? strlen(buf) : DATE_SIZE - 1;
	memcpy(out, buf, n);
	out[n] = '\0';
}

/* n digits at s, as a number in *v. */
static bool
digits(const char *s, int n, int *v)
{
	*v = 0;
	for (int i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		*v = *v * 10 + (s[i] - '0');
	}
	return true;
}

bool
date_parse(const char *s, time_t *t)
{
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	int y, mo, d, h, mi, sec, oh = 0, om = 0, sign = 1;

	if (strlen(s) < 20 || !digits(s, 4, &y) || s[4] != '-' ||
	    !digits(s + 5, 2, &mo) || s[7] != '-' || !digits(s + 8, 2, &d) ||
	    s[10] != 'T' || !digits(s + 11, 2, &h) || s[13] != ':' ||
	    !digits(s + 14, 2, &mi) || s[16] != ':' || !digits(s + 17, 2, &sec))
		return false;
	if (strcmp(s + 19, "Z") != 0) {
		if ((s[19] != '+' && s[19] != '-') || strlen(s) != 25 ||
		    !digits(s + 20, 2, &oh) || s[22] != ':' || !digits(s + 23, 2, &om) ||
		    oh > 23 || om > 59)
			return false;
		sign = s[19] == '-' ? -1 : 1;
	}
	if (mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
	    (mo == 2 && d == 29 && (y % 4 != 0 || (y % 100 == 0 && y % 400 != 0))) ||
	    h > 23 || mi > 59 || sec > 60)
		return false;
	if (t != NULL)
		*t = (time_t)(days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 +
		    sec - sign * (oh * 3600 + om * 60));
	return true;
}
