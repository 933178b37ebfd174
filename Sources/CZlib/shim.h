#ifndef VITRINE_CZLIB_SHIM_H
#define VITRINE_CZLIB_SHIM_H

#include <zlib.h>

/// `inflateInit` and `deflateInit` are macros that pass the library version and the stream size;
/// Swift cannot import function-like macros, so these wrappers make the calls.
static inline int vitrine_inflateInit(z_streamp stream) {
    return inflateInit(stream);
}

static inline int vitrine_deflateInit(z_streamp stream, int level) {
    return deflateInit(stream, level);
}

#endif
