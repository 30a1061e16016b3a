#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include FT_DRIVER_H
#include FT_OUTLINE_H

/// FT_LOAD_* flags are macros Swift cannot import as typed constants; expose them as values.
static inline FT_Int32 plumb_ft_load_flags_unhinted(void) {
    return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}
