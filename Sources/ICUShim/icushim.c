// The only file that includes ICU headers. It keeps ICU's types and its
// versioned symbol names (u_strlen_72 ...) away from Swift.
#include "icushim.h"

#include <stdlib.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/unorm2.h>
#include <unicode/ubrk.h>
#include <unicode/utrans.h>
#include <unicode/uscript.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

const char *nlu_icu_version(void) {
    static char text[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, text);
    return text;
}

const char *nlu_icu_error_name(int32_t code) {
    return u_errorName((UErrorCode)code);
}

static const UNormalizer2 *nfkc_cf(UErrorCode *status) {
    return unorm2_getNFKCCasefoldInstance(status);
}

int32_t nlu_icu_nfkc_casefold(const uint16_t *src, int32_t length,
                              uint16_t *dst, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = nfkc_cf(&status);
    if (U_FAILURE(status)) { *error = status; return -1; }
    int32_t out = unorm2_normalize(n, (const UChar *)src, length, (UChar *)dst, capacity, &status);
    *error = status;
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    return out;
}

int32_t nlu_icu_nfkc_casefold_is_inert(uint32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = nfkc_cf(&status);
    if (U_FAILURE(status)) return 0;
    return unorm2_isInert(n, (UChar32)c) ? 1 : 0;
}

int32_t nlu_icu_nfkc_casefold_has_boundary_before(uint32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = nfkc_cf(&status);
    if (U_FAILURE(status)) return 1;
    return unorm2_hasBoundaryBefore(n, (UChar32)c) ? 1 : 0;
}

int32_t nlu_icu_script(uint32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)c, &status);
    return U_FAILURE(status) ? -1 : (int32_t)code;
}

struct nlu_icu_transliterator { UTransliterator *trans; };

nlu_icu_transliterator *nlu_icu_transliterator_open(const char *id, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UChar uid[128];
    int32_t n = 0;
    for (; id[n] != 0 && n < 127; n++) uid[n] = (UChar)(unsigned char)id[n];
    uid[n] = 0;
    UTransliterator *t = utrans_openU(uid, n, UTRANS_FORWARD, NULL, 0, NULL, &status);
    *error = status;
    if (U_FAILURE(status) || t == NULL) return NULL;
    nlu_icu_transliterator *box = malloc(sizeof *box);
    if (box == NULL) { utrans_close(t); *error = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    box->trans = t;
    return box;
}

void nlu_icu_transliterator_close(nlu_icu_transliterator *t) {
    if (t == NULL) return;
    utrans_close(t->trans);
    free(t);
}

int32_t nlu_icu_transliterate(const nlu_icu_transliterator *t, uint16_t *buffer,
                              int32_t length, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t textLength = length;
    int32_t limit = length;
    utrans_transUChars(t->trans, (UChar *)buffer, &textLength, capacity, 0, &limit, &status);
    *error = status;
    return textLength;
}

int32_t nlu_icu_encodable(const char *converter, const uint32_t *codePoints, int32_t count, uint8_t *out) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter *cnv = ucnv_open(converter, &status);
    if (U_FAILURE(status)) return status;
    ucnv_setFromUCallBack(cnv, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
    for (int32_t i = 0; i < count; i++) {
        UChar units[2];
        int32_t n = 0;
        UBool bad = 0;
        U16_APPEND(units, n, 2, (UChar32)codePoints[i], bad);
        char bytes[16];
        UErrorCode s = U_ZERO_ERROR;
        ucnv_reset(cnv);
        ucnv_fromUChars(cnv, bytes, sizeof bytes, units, n, &s);
        out[i] = (!bad && U_SUCCESS(s)) ? 1 : 0;
    }
    ucnv_close(cnv);
    return 0;
}

struct nlu_icu_words { UBreakIterator *iter; };

nlu_icu_words *nlu_icu_words_open(const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
    *error = status;
    if (U_FAILURE(status) || b == NULL) return NULL;
    nlu_icu_words *box = malloc(sizeof *box);
    if (box == NULL) { ubrk_close(b); *error = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    box->iter = b;
    return box;
}

nlu_icu_words *nlu_icu_words_clone(const nlu_icu_words *w, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_clone(w->iter, &status);
    *error = status;
    if (U_FAILURE(status) || b == NULL) return NULL;
    nlu_icu_words *box = malloc(sizeof *box);
    if (box == NULL) { ubrk_close(b); *error = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    box->iter = b;
    return box;
}

void nlu_icu_words_close(nlu_icu_words *w) {
    if (w == NULL) return;
    ubrk_close(w->iter);
    free(w);
}

int32_t nlu_icu_words_breaks(nlu_icu_words *w, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t *statuses, int32_t capacity,
                             int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(w->iter, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) { *error = status; return -1; }
    int32_t count = 0;
    for (int32_t b = ubrk_first(w->iter); b != UBRK_DONE; b = ubrk_next(w->iter)) {
        if (count < capacity) {
            boundaries[count] = b;
            statuses[count] = count == 0 ? 0 : ubrk_getRuleStatus(w->iter);
        }
        count++;
    }
    /* Leave no pointer to the caller's buffer behind. */
    static const UChar empty[1] = {0};
    ubrk_setText(w->iter, empty, 0, &status);
    *error = U_ZERO_ERROR;
    return count;
}
