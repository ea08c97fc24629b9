/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* unicode.h — libunistring, as util.c, render.c and doc.c use it:
 * loaded the first time a text that is not ASCII needs it, not at every
 * start of the program. */
#ifndef TREEREF_UNICODE_H
#define TREEREF_UNICODE_H

#include <unicase.h>
#include <unictype.h>
#include <uniname.h>
#include <uninorm.h>
#include <unistr.h>
#include <uniwidth.h>

/* Each function and variable of libunistring that treeref uses, by its
 * own name: X(name) once each.  (uc_is_general_category_withtable takes
 * UC_CATEGORY_MASK_* bits, constants of the header, where
 * uc_is_general_category would take UC_CONTROL and the like, variables
 * of the library; uninorm_nfc is what UNINORM_NFC points to.) */
#define UNICODE_NAMES(X) \
	X(u8_check) X(u8_mbtouc) X(u8_strmbtouc) X(u8_normalize) \
	X(uninorm_nfc) X(u8_toupper) X(uc_is_general_category_withtable) \
	X(uc_script) X(uc_width) X(unicode_character_name)

/* The address of each: a function's to call, a variable's to read. */
struct unicode {
#define UNICODE_FIELD(name) __typeof__(&name) name;
	UNICODE_NAMES(UNICODE_FIELD)
#undef UNICODE_FIELD
};

/* libunistring, loaded on the first call (the dynamic build opens the
 * distribution's UNICODE_SONAME then; STATIC=1 links it in).  Where it
 * cannot be loaded, says so on standard error (the library and the
 * loader's words) and exits with status 2, as when memory runs out: the
 * package depends on it, and a text that is not ASCII cannot be checked
 * without it. */
const struct unicode *unicode(void);

#endif
