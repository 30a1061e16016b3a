#pragma once
// ICU for Typesetting (bidi and line breaking).
//
// Two problems with importing ICU's own headers into Swift:
// 1. ICU renames every entry point with its major version (ubidi_open -> ubidi_open_72) through
//    macros that Swift cannot import;
// 2. Foundation on Linux ships its own copy of the ICU headers (_FoundationICU), whose enums
//    (UErrorCode, UProperty, ...) clash with the system ones in the same Swift module.
// So this header declares the few entry points it needs itself, with plain C types, under their
// versioned names (from uvernum.h, which holds only macros), and wraps them in unversioned
// `static inline` functions. Opaque ICU objects are `void *`; error codes are `int32_t`
// (UErrorCode is an int-sized enum; > 0 means failure).
#include <stdint.h>
#include <unicode/uvernum.h>

#define PLUMB_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)

void *PLUMB_ICU(ubidi_open)(void);
void PLUMB_ICU(ubidi_close)(void *bidi);
void PLUMB_ICU(ubidi_setPara)(void *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel,
                              uint8_t *embeddingLevels, int32_t *err);
const uint8_t *PLUMB_ICU(ubidi_getLevels)(void *bidi, int32_t *err);
void PLUMB_ICU(ubidi_getParagraphByIndex)(void *bidi, int32_t index, int32_t *start,
                                          int32_t *limit, uint8_t *level, int32_t *err);
void PLUMB_ICU(ubidi_reorderVisual)(const uint8_t *levels, int32_t length, int32_t *indexMap);
void *PLUMB_ICU(ubrk_open)(int32_t type, const char *locale, const uint16_t *text,
                           int32_t length, int32_t *err);
void PLUMB_ICU(ubrk_close)(void *bi);
void PLUMB_ICU(ubrk_setText)(void *bi, const uint16_t *text, int32_t length, int32_t *err);
int32_t PLUMB_ICU(ubrk_first)(void *bi);
int32_t PLUMB_ICU(ubrk_next)(void *bi);
const char *PLUMB_ICU(u_errorName)(int32_t code);
void PLUMB_ICU(u_getVersion)(uint8_t versionArray[4]);

/// The ICU library's version (major, minor, milli, micro), as loaded at run time.
static inline void plumb_u_getVersion(uint8_t versionArray[4]) { PLUMB_ICU(u_getVersion)(versionArray); }

/// Opens a bidi object.
static inline void *plumb_ubidi_open(void) { return PLUMB_ICU(ubidi_open)(); }
/// Closes a bidi object.
static inline void plumb_ubidi_close(void *b) { PLUMB_ICU(ubidi_close)(b); }
/// Resolves the levels of one paragraph; `paraLevel` 0, 1 or `plumb_ubidi_default_ltr()`.
static inline void plumb_ubidi_setPara(void *b, const uint16_t *text, int32_t length,
                                       uint8_t paraLevel, int32_t *err) {
    PLUMB_ICU(ubidi_setPara)(b, text, length, paraLevel, (uint8_t *)0, err);
}
/// One level per UTF-16 unit.
static inline const uint8_t *plumb_ubidi_getLevels(void *b, int32_t *err) {
    return PLUMB_ICU(ubidi_getLevels)(b, err);
}
/// The level of paragraph `index`.
static inline void plumb_ubidi_getParagraphByIndex(void *b, int32_t index, int32_t *start,
                                                   int32_t *limit, uint8_t *level, int32_t *err) {
    PLUMB_ICU(ubidi_getParagraphByIndex)(b, index, start, limit, level, err);
}
/// Visual-to-logical map for items with the given levels (UAX #9 L2).
static inline void plumb_ubidi_reorderVisual(const uint8_t *levels, int32_t length,
                                             int32_t *indexMap) {
    PLUMB_ICU(ubidi_reorderVisual)(levels, length, indexMap);
}
/// UBIDI_DEFAULT_LTR: paragraph level from the first strong character, else LTR.
static inline uint8_t plumb_ubidi_default_ltr(void) { return 0xfe; }

/// Opens a UAX #14 line break iterator (UBRK_LINE = 2) for an explicit locale.
static inline void *plumb_ubrk_open_line(const char *locale, const uint16_t *text, int32_t length,
                                         int32_t *err) {
    return PLUMB_ICU(ubrk_open)(2, locale, text, length, err);
}
static inline void plumb_ubrk_close(void *bi) { PLUMB_ICU(ubrk_close)(bi); }
static inline void plumb_ubrk_setText(void *bi, const uint16_t *text, int32_t length, int32_t *err) {
    PLUMB_ICU(ubrk_setText)(bi, text, length, err);
}
static inline int32_t plumb_ubrk_first(void *bi) { return PLUMB_ICU(ubrk_first)(bi); }
static inline int32_t plumb_ubrk_next(void *bi) { return PLUMB_ICU(ubrk_next)(bi); }
/// UBRK_DONE.
static inline int32_t plumb_ubrk_done(void) { return -1; }
static inline const char *plumb_u_errorName(int32_t code) { return PLUMB_ICU(u_errorName)(code); }
static inline int plumb_u_failure(int32_t code) { return code > 0; }
