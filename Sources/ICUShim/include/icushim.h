// A narrow C face over the system ICU. Plain C types only: no ICU header is
// visible to Swift, because the toolchain's Foundation ships its own ICU headers
// and a module that saw both would not build from clean.
#ifndef NLU_ICUSHIM_H
#define NLU_ICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's version, e.g. "72.1".
const char *nlu_icu_version(void);

/// Name of an ICU error code (UErrorCode), for messages.
const char *nlu_icu_error_name(int32_t code);

/// NFKC with case folding (ICU "nfkc_cf"). Returns the output length in UTF-16
/// units, or -1 with *error set; when the output would not fit in `capacity`
/// the return is the needed length and *error is U_BUFFER_OVERFLOW_ERROR (15).
int32_t nlu_icu_nfkc_casefold(const uint16_t *src, int32_t length,
                              uint16_t *dst, int32_t capacity, int32_t *error);

/// 1 when NFKC_Casefold never changes `c` nor lets it combine with neighbours.
int32_t nlu_icu_nfkc_casefold_is_inert(uint32_t c);

/// 1 when a normalization chunk boundary always lies before `c`.
int32_t nlu_icu_nfkc_casefold_has_boundary_before(uint32_t c);

/// ICU UScriptCode of a code point (USCRIPT_HAN = 17, HIRAGANA = 20,
/// KATAKANA = 22, LATIN = 25, HANGUL = 18, COMMON = 0, INHERITED = 1).
int32_t nlu_icu_script(uint32_t c);

/// An ICU transliterator (e.g. "Traditional-Simplified", "Han-Latin/Names").
/// Transliterators take ICU-internal locks on every call: use them to build
/// tables, not per utterance.
typedef struct nlu_icu_transliterator nlu_icu_transliterator;
nlu_icu_transliterator *nlu_icu_transliterator_open(const char *id, int32_t *error);
void nlu_icu_transliterator_close(nlu_icu_transliterator *t);
/// Transliterates `buffer[0..<length]` in place; returns the new length (may
/// exceed `capacity`, then *error is U_BUFFER_OVERFLOW_ERROR and the text is cut).
int32_t nlu_icu_transliterate(const nlu_icu_transliterator *t, uint16_t *buffer,
                              int32_t length, int32_t capacity, int32_t *error);

/// For each code point, 1 when the named ICU converter ("Big5", "GB2312")
/// can encode it, else 0. Returns 0, or an ICU error code.
int32_t nlu_icu_encodable(const char *converter, const uint32_t *codePoints, int32_t count, uint8_t *out);

/// A word break iterator. One instance must not be used by two threads at once;
/// clone it per thread (ICU's own rule).
typedef struct nlu_icu_words nlu_icu_words;
nlu_icu_words *nlu_icu_words_open(const char *locale, int32_t *error);
nlu_icu_words *nlu_icu_words_clone(const nlu_icu_words *w, int32_t *error);
void nlu_icu_words_close(nlu_icu_words *w);
/// Writes the boundaries of `text` (UTF-16 offsets, starting with 0 and ending
/// with `length`) and, for each segment ending at boundary i (i >= 1), its rule
/// status in statuses[i] (0 none/punctuation/space, 100 number, 200 letter,
/// 300 kana, 400 ideographic). Returns the number of boundaries written, or the
/// number needed when `capacity` is too small.
int32_t nlu_icu_words_breaks(nlu_icu_words *w, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t *statuses, int32_t capacity,
                             int32_t *error);

#ifdef __cplusplus
}
#endif

#endif
