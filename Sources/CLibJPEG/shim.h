// Plumb's libjpeg-turbo shim: the whole decode (and encode) in C, so that libjpeg's error path
// (error_exit -> longjmp) never crosses a Swift frame. The function owns its setjmp and turns
// an error into a code plus libjpeg's message; Swift turns that into a typed RasterError.
#pragma once
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    PLUMB_JPEG_OK = 0,
    PLUMB_JPEG_ERR_LIBJPEG = 1,    // libjpeg reported an error (corrupt, truncated, unsupported)
    PLUMB_JPEG_ERR_NOMEM = 2,      // allocation failed
    PLUMB_JPEG_ERR_TOO_LARGE = 3,  // width*height above the caller's pixel limit
    PLUMB_JPEG_ERR_NOT_JPEG = 4,   // no SOI marker
};

typedef struct plumb_jpeg_error_mgr {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int warnings;
} plumb_jpeg_error_mgr;

static inline void plumb_jpeg_error_exit(j_common_ptr cinfo) {
    plumb_jpeg_error_mgr *err = (plumb_jpeg_error_mgr *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

static inline void plumb_jpeg_output_message(j_common_ptr cinfo) {
    // Warnings (corrupt data libjpeg can skip) are counted, never printed.
    plumb_jpeg_error_mgr *err = (plumb_jpeg_error_mgr *)cinfo->err;
    err->warnings += 1;
}

/// A decoded image: straight RGBA8 rows (malloc'd; free with plumb_jpeg_decoded_free).
typedef struct plumb_jpeg_decoded {
    uint32_t width;
    uint32_t height;
    int components;        // 1 (gray), 3 (YCbCr/RGB), 4 (CMYK/YCCK) in the file
    int warnings;          // corrupt-data warnings libjpeg recovered from
    unsigned char *pixels; // width * height * 4 bytes
    int error;
    char message[JMSG_LENGTH_MAX];
} plumb_jpeg_decoded;

static inline void plumb_jpeg_decoded_free(plumb_jpeg_decoded *d) {
    free(d->pixels);
    d->pixels = NULL;
}

/// Decodes a whole JPEG held in memory to RGBA8 (alpha 255). Refuses images over `max_pixels`
/// or with a side over `max_dimension` before allocating them.
static inline void plumb_jpeg_decode(const unsigned char *data, size_t size, uint64_t max_pixels,
                                     uint32_t max_dimension, plumb_jpeg_decoded *out) {
    memset(out, 0, sizeof *out);
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        out->error = PLUMB_JPEG_ERR_NOT_JPEG;
        strcpy(out->message, "not a JPEG file (no SOI marker)");
        return;
    }
    struct jpeg_decompress_struct cinfo;
    plumb_jpeg_error_mgr err;
    memset(&err, 0, sizeof err);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = plumb_jpeg_error_exit;
    err.pub.output_message = plumb_jpeg_output_message;
    unsigned char *volatile pixels = NULL;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        out->pixels = NULL;
        out->error = PLUMB_JPEG_ERR_LIBJPEG;
        memcpy(out->message, err.message, sizeof out->message);
        return;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    out->width = cinfo.image_width;
    out->height = cinfo.image_height;
    out->components = cinfo.num_components;
    if (cinfo.image_width == 0 || cinfo.image_height == 0 || cinfo.image_width > max_dimension
        || cinfo.image_height > max_dimension
        || (uint64_t)cinfo.image_width * (uint64_t)cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        out->error = PLUMB_JPEG_ERR_TOO_LARGE;
        strcpy(out->message, "image too large");
        return;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    // Fixed, exact settings: the same bytes on every machine (no fast/approximate paths).
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    cinfo.do_block_smoothing = TRUE;
    jpeg_start_decompress(&cinfo);
    size_t row = (size_t)cinfo.output_width * 4;
    pixels = (unsigned char *)malloc(row * cinfo.output_height);
    if (!pixels) {
        jpeg_destroy_decompress(&cinfo);
        out->error = PLUMB_JPEG_ERR_NOMEM;
        strcpy(out->message, "out of memory");
        return;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW line = pixels + row * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &line, 1);
    }
    if (cmyk) {
        // Adobe's inverted CMYK (what Photoshop writes): RGB = C·K/255 etc.
        for (size_t i = 0; i < row * cinfo.output_height; i += 4) {
            unsigned k = pixels[i + 3];
            pixels[i] = (unsigned char)((pixels[i] * k + 127) / 255);
            pixels[i + 1] = (unsigned char)((pixels[i + 1] * k + 127) / 255);
            pixels[i + 2] = (unsigned char)((pixels[i + 2] * k + 127) / 255);
            pixels[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    out->width = cinfo.output_width;
    out->height = cinfo.output_height;
    out->warnings = err.warnings;
    jpeg_destroy_decompress(&cinfo);
    out->pixels = pixels;
    out->error = PLUMB_JPEG_OK;
}

/// An encoded JPEG (malloc'd by libjpeg; free with plumb_jpeg_encoded_free).
typedef struct plumb_jpeg_encoded {
    unsigned char *bytes;
    unsigned long size;
    int error;
    char message[JMSG_LENGTH_MAX];
} plumb_jpeg_encoded;

static inline void plumb_jpeg_encoded_free(plumb_jpeg_encoded *e) {
    free(e->bytes);
    e->bytes = NULL;
    e->size = 0;
}

/// Encodes RGBX rows (4 bytes a pixel, the fourth ignored) as a baseline JFIF JPEG with fixed,
/// exact settings: quality 1...100 with the standard tables, 4:2:0 chroma, integer slow DCT,
/// standard Huffman tables, no progression.
static inline void plumb_jpeg_encode(const unsigned char *rgbx, uint32_t width, uint32_t height, int quality,
                                     plumb_jpeg_encoded *out) {
    memset(out, 0, sizeof *out);
    struct jpeg_compress_struct cinfo;
    plumb_jpeg_error_mgr err;
    memset(&err, 0, sizeof err);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = plumb_jpeg_error_exit;
    err.pub.output_message = plumb_jpeg_output_message;
    unsigned char *volatile bytes = NULL;
    unsigned long volatile size = 0;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(bytes);
        out->bytes = NULL;
        out->size = 0;
        out->error = PLUMB_JPEG_ERR_LIBJPEG;
        memcpy(out->message, err.message, sizeof out->message);
        return;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&bytes, (unsigned long *)&size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.optimize_coding = FALSE;
    jpeg_start_compress(&cinfo, TRUE);
    size_t row = (size_t)width * 4;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW line = (JSAMPROW)(rgbx + row * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &line, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    out->bytes = bytes;
    out->size = size;
    out->error = PLUMB_JPEG_OK;
}
