#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

/* zlib, from the system (Debian's zlib1g-dev, which libgit2-dev brings; macOS's SDK). */
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros, which Swift cannot call. `window_bits`: 15 for
/// a zlib stream, 31 for gzip (16 + 15), -15 for raw deflate; 47 (32 + 15) inflates either
/// zlib or gzip, as the header says.
static inline int czlib_deflate_init(z_stream *stream, int level, int window_bits, int memory_level) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, memory_level, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}

#endif
