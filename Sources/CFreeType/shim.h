#pragma once
#include <stdlib.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include FT_DRIVER_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H

/// FT_LOAD_* flags are macros Swift cannot import as typed constants: unhinted outlines only.
static inline FT_Int32 plumb_ft_load_flags_unhinted(void) {
    return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/// FT_LOAD_COLOR: colour bitmap glyphs (CBDT) as premultiplied BGRA.
static inline FT_Int32 plumb_ft_load_flags_color(void) {
    return FT_LOAD_COLOR;
}

static void *plumb_ft_alloc(FT_Memory memory, long size) {
    (void)memory;
    return malloc((size_t)size);
}
static void plumb_ft_free(FT_Memory memory, void *block) {
    (void)memory;
    free(block);
}
static void *plumb_ft_realloc(FT_Memory memory, long current, long size, void *block) {
    (void)memory;
    (void)current;
    return realloc(block, (size_t)size);
}

/// Pins every FreeType property the environment (FREETYPE_PROPERTIES) could change.
static inline void plumb_ft_pin_properties(FT_Library library) {
    FT_Bool no_darkening = 1;
    FT_UInt interpreter = TT_INTERPRETER_VERSION_40;
    const char *modules[] = {"cff", "type1", "t1cid", "autofitter"};
    for (int i = 0; i < 4; i++) {
        FT_Property_Set(library, modules[i], "no-stem-darkening", &no_darkening);
    }
    FT_Property_Set(library, "truetype", "interpreter-version", &interpreter);
}

/// A FreeType library that never reads FREETYPE_PROPERTIES: FT_New_Library plus the default
/// modules (FT_Init_FreeType would also call FT_Set_Default_Properties), properties pinned.
static inline FT_Error plumb_ft_new_pinned_library(FT_Library *library) {
    static struct FT_MemoryRec_ memory = {0, plumb_ft_alloc, plumb_ft_free, plumb_ft_realloc};
    FT_Error error = FT_New_Library(&memory, library);
    if (error) return error;
    FT_Add_Default_Modules(*library);
    plumb_ft_pin_properties(*library);
    return 0;
}

/// FT_Init_FreeType, which honours FREETYPE_PROPERTIES. Only for tests that show the
/// environment would matter without pinning.
static inline FT_Error plumb_ft_init_unpinned_library(FT_Library *library) {
    return FT_Init_FreeType(library);
}

/// What Plumb reads about a face when a font file is registered (flags are macros Swift cannot
/// import as typed constants).
typedef struct {
    int is_scalable;
    int is_fixed_width;
    int is_italic;
    int is_bold;
    /// OS/2 usWeightClass, 0 when the face has no OS/2 table.
    unsigned int weight_class;
} plumb_ft_face_info;

static inline plumb_ft_face_info plumb_ft_get_face_info(FT_Face face) {
    plumb_ft_face_info info = {0, 0, 0, 0, 0};
    info.is_scalable = (face->face_flags & FT_FACE_FLAG_SCALABLE) != 0;
    info.is_fixed_width = (face->face_flags & FT_FACE_FLAG_FIXED_WIDTH) != 0;
    info.is_italic = (face->style_flags & FT_STYLE_FLAG_ITALIC) != 0;
    info.is_bold = (face->style_flags & FT_STYLE_FLAG_BOLD) != 0;
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFF) info.weight_class = os2->usWeightClass;
    return info;
}

/// Sets one design axis of a variable face (`tag`, e.g. 'opsz' or 'wght') to `value` (16.16),
/// every other axis at its default. Returns 0 on success, or FreeType's error (the face is not
/// variable, or has no such axis: -1).
static inline FT_Error plumb_ft_set_design_axes(FT_Face face, const FT_ULong *tags, const FT_Fixed *values,
                                                unsigned int count) {
    FT_MM_Var *mm = NULL;
    FT_Error error = FT_Get_MM_Var(face, &mm);
    if (error) return error;
    FT_Fixed coords[32];
    FT_UInt n = mm->num_axis < 32 ? mm->num_axis : 32;
    int found = 0;
    for (FT_UInt i = 0; i < n; i++) {
        coords[i] = mm->axis[i].def;
        for (unsigned int j = 0; j < count; j++) {
            if (mm->axis[i].tag == tags[j]) {
                FT_Fixed v = values[j];
                if (v < mm->axis[i].minimum) v = mm->axis[i].minimum;
                if (v > mm->axis[i].maximum) v = mm->axis[i].maximum;
                coords[i] = v;
                found++;
            }
        }
    }
    error = found ? FT_Set_Var_Design_Coordinates(face, n, coords) : -1;
    FT_Done_MM_Var(face->glyph->library, mm);
    return error;
}
