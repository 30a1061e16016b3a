// Plumb's libpng shim: whole decode/encode calls written in C so that libpng's error path
// (png_error -> longjmp) never crosses a Swift frame. Every function here owns its setjmp and
// turns an error into a code plus a message; Swift turns that into a typed RasterError.
#pragma once
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    PLUMB_PNG_OK = 0,
    PLUMB_PNG_ERR_LIBPNG = 1,     // libpng reported an error (corrupt, truncated, limits)
    PLUMB_PNG_ERR_NOMEM = 2,      // allocation failed
    PLUMB_PNG_ERR_TOO_LARGE = 3,  // width*height above the caller's pixel limit
    PLUMB_PNG_ERR_NOT_PNG = 4,    // bad signature
};

typedef struct plumb_png_errctx {
    char message[200];
    char warning[120];  // the last warning: libpng often explains an error in a warning first
} plumb_png_errctx;

static inline void plumb_png_copy_message(char *dst, size_t cap, const char *src) {
    if (cap == 0) return;
    size_t n = src ? strlen(src) : 0;
    if (n >= cap) n = cap - 1;
    if (n) memcpy(dst, src, n);
    dst[n] = 0;
}

static inline void plumb_png_error_fn(png_structp png, png_const_charp msg) {
    plumb_png_errctx *ctx = (plumb_png_errctx *)png_get_error_ptr(png);
    if (ctx) {
        plumb_png_copy_message(ctx->message, sizeof ctx->message, msg);
        if (ctx->warning[0]) {
            size_t n = strlen(ctx->message);
            size_t w = strlen(ctx->warning);
            if (n + w + 4 < sizeof ctx->message) {
                ctx->message[n] = ' ';
                ctx->message[n + 1] = '(';
                memcpy(ctx->message + n + 2, ctx->warning, w);
                ctx->message[n + 2 + w] = ')';
                ctx->message[n + 3 + w] = 0;
            }
        }
    }
    png_longjmp(png, 1);
}

static inline void plumb_png_warning_fn(png_structp png, png_const_charp msg) {
    plumb_png_errctx *ctx = (plumb_png_errctx *)png_get_error_ptr(png);
    if (ctx) plumb_png_copy_message(ctx->warning, sizeof ctx->warning, msg);
}

// MARK: decode

typedef struct plumb_png_reader {
    const unsigned char *data;
    size_t size;
    size_t offset;
} plumb_png_reader;

static inline void plumb_png_read_fn(png_structp png, png_bytep out, size_t len) {
    plumb_png_reader *r = (plumb_png_reader *)png_get_io_ptr(png);
    if (len > r->size - r->offset) png_error(png, "unexpected end of file (truncated)");
    memcpy(out, r->data + r->offset, len);
    r->offset += len;
}

/// What plumb_png_decode_begin found and plumb_png_decode_finish returns: the size and format
/// of the file, tEXt/zTXt/iTXt pairs packed as key\0value\0key\0value\0... (malloc'd; free with
/// plumb_png_decoded_free), and an error code plus message.
typedef struct plumb_png_decoded {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
    char *text;
    size_t text_size;
    int text_count;
    int error;
    char message[200];
} plumb_png_decoded;

static inline void plumb_png_decoded_free(plumb_png_decoded *d) {
    free(d->text);
    d->text = NULL;
}

/// A decode between its two calls: libpng's reader after the header, set up to produce RGBA8
/// rows. Heap-allocated, so the error context libpng points to stays put.
typedef struct plumb_png_reading {
    png_structp png;
    png_infop info;
    plumb_png_reader reader;
    plumb_png_errctx ctx;
    size_t rowbytes;
} plumb_png_reading;

static inline void plumb_png_fail(plumb_png_decoded *out, int code, const char *message) {
    out->error = code;
    plumb_png_copy_message(out->message, sizeof out->message, message);
}

/// First half of a decode: checks the signature, reads the header under the caller's limits
/// and sets up the conversion to straight RGBA8. On success returns the reader (pass it to
/// plumb_png_decode_finish or plumb_png_decode_abort; `data` must stay valid until then) with
/// out->width/height set; on failure returns NULL with out->error and out->message set.
static inline plumb_png_reading *plumb_png_decode_begin(const unsigned char *data, size_t size,
                                                        uint32_t max_width, uint32_t max_height,
                                                        uint64_t max_pixels, size_t max_chunk,
                                                        plumb_png_decoded *out) {
    memset(out, 0, sizeof *out);
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        plumb_png_fail(out, PLUMB_PNG_ERR_NOT_PNG, "not a PNG file (bad signature)");
        return NULL;
    }
    plumb_png_reading *st = (plumb_png_reading *)calloc(1, sizeof *st);
    if (!st) {
        plumb_png_fail(out, PLUMB_PNG_ERR_NOMEM, "out of memory");
        return NULL;
    }
    st->reader.data = data;
    st->reader.size = size;
    st->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &st->ctx, plumb_png_error_fn,
                                     plumb_png_warning_fn);
    if (!st->png) {
        free(st);
        plumb_png_fail(out, PLUMB_PNG_ERR_NOMEM, "cannot create libpng reader");
        return NULL;
    }
    st->info = png_create_info_struct(st->png);
    if (!st->info) {
        png_destroy_read_struct(&st->png, NULL, NULL);
        free(st);
        plumb_png_fail(out, PLUMB_PNG_ERR_NOMEM, "cannot create libpng info");
        return NULL;
    }
    png_structp png = st->png;
    png_infop info = st->info;
    volatile int code = PLUMB_PNG_ERR_LIBPNG;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&st->png, &st->info, NULL);
        out->error = code;
        if (code == PLUMB_PNG_ERR_LIBPNG)
            plumb_png_copy_message(out->message, sizeof out->message, st->ctx.message);
        free(st);
        return NULL;
    }
    png_set_user_limits(png, max_width, max_height);
    png_set_chunk_malloc_max(png, max_chunk);
    png_set_chunk_cache_max(png, 256);
    png_set_read_fn(png, &st->reader, plumb_png_read_fn);
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, &interlace, NULL, NULL);
    out->width = w;
    out->height = h;
    out->bit_depth = bit_depth;
    out->color_type = color_type;
    out->interlaced = interlace != PNG_INTERLACE_NONE;
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        code = PLUMB_PNG_ERR_TOO_LARGE;
        png_error(png, "too large");
    }
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns)
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    st->rowbytes = png_get_rowbytes(png, info);
    if (st->rowbytes != (size_t)w * 4) png_error(png, "unexpected row size after conversion to RGBA8");
    return st;
}

/// Releases a reader from plumb_png_decode_begin without decoding.
static inline void plumb_png_decode_abort(plumb_png_reading *st) {
    png_destroy_read_struct(&st->png, &st->info, NULL);
    free(st);
}

/// Second half of a decode: libpng writes the rows straight into `pixels` (width*height*4
/// bytes, owned by the caller), then the text chunks after the image are read. Always releases
/// `st`. Returns 0, or an error code with out->error and out->message set.
static inline int plumb_png_decode_finish(plumb_png_reading *st, unsigned char *pixels,
                                          plumb_png_decoded *out) {
    png_structp png = st->png;
    png_infop info = st->info;
    png_bytep *volatile rows = NULL;
    char *volatile text = NULL;
    volatile int code = PLUMB_PNG_ERR_LIBPNG;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(text);
        out->error = code;
        if (code == PLUMB_PNG_ERR_LIBPNG)
            plumb_png_copy_message(out->message, sizeof out->message, st->ctx.message);
        plumb_png_decode_abort(st);
        return out->error;
    }
    uint32_t h = out->height;
    code = PLUMB_PNG_ERR_NOMEM;
    rows = (png_bytep *)malloc(sizeof(png_bytep) * ((size_t)h + 1));
    if (!rows || !pixels) png_error(png, "out of memory");
    code = PLUMB_PNG_ERR_LIBPNG;
    for (uint32_t y = 0; y < h; y++) rows[y] = pixels + (size_t)y * st->rowbytes;
    png_read_image(png, rows);
    png_read_end(png, info);

    png_textp chunks = NULL;
    int n = 0;
    png_get_text(png, info, &chunks, &n);
    size_t total = 0;
    for (int i = 0; i < n; i++) {
        total += strlen(chunks[i].key) + 1;
        total += (chunks[i].text ? chunks[i].text_length : 0) + 1;
    }
    if (n > 0) {
        code = PLUMB_PNG_ERR_NOMEM;
        text = (char *)malloc(total + 1);
        if (!text) png_error(png, "out of memory");
        code = PLUMB_PNG_ERR_LIBPNG;
        size_t at = 0;
        for (int i = 0; i < n; i++) {
            size_t kl = strlen(chunks[i].key);
            memcpy(text + at, chunks[i].key, kl);
            at += kl;
            text[at++] = 0;
            size_t tl = chunks[i].text ? chunks[i].text_length : 0;
            if (tl) memcpy(text + at, chunks[i].text, tl);
            at += tl;
            text[at++] = 0;
        }
    }
    free(rows);
    rows = NULL;
    plumb_png_decode_abort(st);
    out->text = text;
    out->text_size = total;
    out->text_count = n;
    out->error = PLUMB_PNG_OK;
    return PLUMB_PNG_OK;
}

// MARK: encode

typedef struct plumb_png_buffer {
    unsigned char *data;
    size_t size;
    size_t capacity;
} plumb_png_buffer;

static inline void plumb_png_buffer_free(plumb_png_buffer *b) {
    free(b->data);
    b->data = NULL;
    b->size = b->capacity = 0;
}

static inline void plumb_png_write_fn(png_structp png, png_bytep bytes, size_t len) {
    plumb_png_buffer *b = (plumb_png_buffer *)png_get_io_ptr(png);
    if (len > b->capacity - b->size) {
        size_t cap = b->capacity ? b->capacity : 65536;
        while (cap - b->size < len) {
            if (cap > SIZE_MAX / 2) png_error(png, "out of memory");
            cap *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(b->data, cap);
        if (!grown) png_error(png, "out of memory");
        b->data = grown;
        b->capacity = cap;
    }
    memcpy(b->data + b->size, bytes, len);
    b->size += len;
}

static inline void plumb_png_flush_fn(png_structp png) { (void)png; }

/// Encodes straight RGBA8 pixels into `out` (malloc'd; free with plumb_png_buffer_free).
/// `text` holds `text_count` pairs packed as key\0value\0... written as tEXt chunks before IDAT.
/// No tIME, gAMA, sRGB or other ancillary chunks are written, so equal pixels give equal bytes.
static inline int plumb_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                                   int level, int filters, const char *text, int text_count,
                                   plumb_png_buffer *out, char *message, size_t message_size) {
    memset(out, 0, sizeof *out);
    plumb_png_errctx ctx;
    ctx.message[0] = 0;
    ctx.warning[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, plumb_png_error_fn,
                                              plumb_png_warning_fn);
    if (!png) {
        plumb_png_copy_message(message, message_size, "cannot create libpng writer");
        return PLUMB_PNG_ERR_NOMEM;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        plumb_png_copy_message(message, message_size, "cannot create libpng info");
        return PLUMB_PNG_ERR_NOMEM;
    }
    png_bytep *volatile rows = NULL;
    png_textp volatile chunks = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(chunks);
        png_destroy_write_struct(&png, &info);
        plumb_png_buffer_free(out);
        plumb_png_copy_message(message, message_size, ctx.message);
        return PLUMB_PNG_ERR_LIBPNG;
    }
    png_set_write_fn(png, out, plumb_png_write_fn, plumb_png_flush_fn);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_mem_level(png, 8);
    png_set_compression_window_bits(png, 15);
    png_set_compression_strategy(png, 0 /* Z_DEFAULT_STRATEGY */);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (text_count > 0) {
        chunks = (png_textp)calloc((size_t)text_count, sizeof(png_text));
        if (!chunks) png_error(png, "out of memory");
        const char *at = text;
        for (int i = 0; i < text_count; i++) {
            chunks[i].compression = PNG_TEXT_COMPRESSION_NONE;
            chunks[i].key = (png_charp)at;
            at += strlen(at) + 1;
            chunks[i].text = (png_charp)at;
            chunks[i].text_length = strlen(at);
            at += strlen(at) + 1;
        }
        png_set_text(png, info, chunks, text_count);
    }
    png_write_info(png, info);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * ((size_t)height + 1));
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++)
        rows[y] = (png_bytep)(rgba + (size_t)y * (size_t)width * 4);
    png_write_image(png, rows);
    png_write_end(png, info);
    free(rows);
    free(chunks);
    png_destroy_write_struct(&png, &info);
    return PLUMB_PNG_OK;
}

// MARK: the benchmark's floor: libpng's simplified API with its defaults (no limits, no text).

static inline const char *plumb_png_version(void) { return png_get_libpng_ver(NULL); }

/// Decodes with png_image_* into a caller buffer of width*height*4 bytes (RGBA8); returns 0 on success.
static inline int plumb_png_floor_decode(const unsigned char *data, size_t size, unsigned char *out,
                                         size_t out_size, uint32_t *width, uint32_t *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 1;
    image.format = PNG_FORMAT_RGBA;
    *width = image.width;
    *height = image.height;
    if ((size_t)PNG_IMAGE_SIZE(image) > out_size) {
        png_image_free(&image);
        return 2;
    }
    if (!png_image_finish_read(&image, NULL, out, 0, NULL)) return 3;
    return 0;
}

/// Encodes RGBA8 with png_image_write_to_memory (libpng's defaults); returns the size, 0 on failure.
static inline size_t plumb_png_floor_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                                            unsigned char *out, size_t out_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t n = out_size;
    if (!png_image_write_to_memory(&image, out, &n, 0, rgba, 0, NULL)) return 0;
    return n;
}
