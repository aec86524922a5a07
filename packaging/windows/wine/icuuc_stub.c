/* A stand-in icuuc.dll for testing under Wine 8.0 only; never shipped in the installer.
 *
 * Qt 6.10 and later import 20 ICU converter functions (ucnv_*) from icuuc.dll, which
 * Windows 10 1903 and later ship in system32 and Wine 8.0 lacks, so QtCore fails to load
 * ("DLL load failed while importing QtCore"). packaging/check_windows.py and the Windows
 * build (packaging/windows_build.py) compile this file with mingw-w64 into the test
 * Wine prefix's system32. Every converter open fails with U_FILE_ACCESS_ERROR, there are
 * no named converters, so Qt falls back on its built-in UTF-8/UTF-16/Latin-1 codecs.
 *
 * Rule implemented (ICU's C API contract): a function taking a UErrorCode* does nothing
 * when *err already holds a failure (> 0), and reports its own failure through it.
 */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
#define U_FILE_ACCESS_ERROR 4

static void fail(UErrorCode *err) {
    if (err != NULL && *err <= 0) *err = U_FILE_ACCESS_ERROR;
}

void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
void ucnv_close(void *conv) { (void)conv; }
void ucnv_reset(void *conv) { (void)conv; }
int8_t ucnv_getMaxCharSize(const void *conv) { (void)conv; return 1; }
const char *ucnv_getName(const void *conv, UErrorCode *err) { (void)conv; fail(err); return NULL; }
int32_t ucnv_countAvailable(void) { return 0; }
const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name; (void)standard; fail(err); return NULL;
}
/* The remaining functions are only reached with a converter, which never opens. */
void ucnv_getToUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
void ucnv_getFromUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
void ucnv_setToUCallBack(void *c, void *a, const void *b, void **d, const void **e, UErrorCode *err) {
    (void)c; (void)a; (void)b; (void)d; (void)e; fail(err);
}
void ucnv_setFromUCallBack(void *c, void *a, const void *b, void **d, const void **e, UErrorCode *err) {
    (void)c; (void)a; (void)b; (void)d; (void)e; fail(err);
}
void ucnv_toUnicode(void *c, void **t, const void *tl, const char **s, const char *sl,
                    int32_t *o, int8_t f, UErrorCode *err) {
    (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(err);
}
void ucnv_fromUnicode(void *c, char **t, const char *tl, const void **s, const void *sl,
                      int32_t *o, int8_t f, UErrorCode *err) {
    (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(err);
}
int32_t ucnv_toUCountPending(const void *c, UErrorCode *err) { (void)c; fail(err); return 0; }
int32_t ucnv_fromUCountPending(const void *c, UErrorCode *err) { (void)c; fail(err); return 0; }
void ucnv_cbToUWriteUChars(void *a, const void *s, int32_t n, int32_t o, UErrorCode *err) {
    (void)a; (void)s; (void)n; (void)o; fail(err);
}
void ucnv_cbFromUWriteUChars(void *a, const void **s, const void *l, int32_t o, UErrorCode *err) {
    (void)a; (void)s; (void)l; (void)o; fail(err);
}
void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *c, void *a, const void *s, int32_t n,
                                     int32_t cp, int32_t r, UErrorCode *err) {
    (void)c; (void)a; (void)s; (void)n; (void)cp; (void)r; fail(err);
}
void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *c, void *a, const char *s, int32_t n,
                                   int32_t r, UErrorCode *err) {
    (void)c; (void)a; (void)s; (void)n; (void)r; fail(err);
}
