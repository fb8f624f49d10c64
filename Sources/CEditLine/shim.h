#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H
#include <stdio.h>
#include <signal.h>
#include <histedit.h>

/* Swift cannot call C variadics (el_set, el_get, history): non-variadic wrappers. */
typedef char *(*wb_prompt_fn)(EditLine *);
typedef unsigned char (*wb_el_fn)(EditLine *, int);

static inline int wb_el_set_prompt(EditLine *e, wb_prompt_fn f) { return el_set(e, EL_PROMPT, f); }
static inline int wb_el_set_editor(EditLine *e, const char *m) { return el_set(e, EL_EDITOR, m); }
static inline int wb_el_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
static inline int wb_el_set_hist(EditLine *e, History *h) { return el_set(e, EL_HIST, history, h); }
static inline int wb_el_addfn(EditLine *e, const char *n, const char *help, wb_el_fn f) {
  return el_set(e, EL_ADDFN, n, help, f);
}
static inline int wb_el_bind(EditLine *e, const char *key, const char *fn) {
  return el_set(e, EL_BIND, key, fn, (const char *)NULL);
}
static inline int wb_history_setsize(History *h, HistEvent *ev, int n) { return history(h, ev, H_SETSIZE, n); }
static inline int wb_history_setunique(History *h, HistEvent *ev, int on) { return history(h, ev, H_SETUNIQUE, on); }
static inline int wb_history_enter(History *h, HistEvent *ev, const char *l) { return history(h, ev, H_ENTER, l); }
static inline int wb_history_load(History *h, HistEvent *ev, const char *p) { return history(h, ev, H_LOAD, p); }
static inline int wb_history_save(History *h, HistEvent *ev, const char *p) { return history(h, ev, H_SAVE, p); }
static inline int wb_history_first(History *h, HistEvent *ev) { return history(h, ev, H_FIRST); }
static inline int wb_history_next(History *h, HistEvent *ev) { return history(h, ev, H_NEXT); }
/* Appends the newest `count` entries (at least 1) to `fp`, after the file's header when `fp` is
   at offset 0. H_NSAVE_FP writes one entry more than it is asked for, hence `count - 1`. */
static inline int wb_history_save_last(History *h, HistEvent *ev, size_t count, FILE *fp) {
  return history(h, ev, H_NSAVE_FP, count > 0 ? count - 1 : 0, fp);
}

/* Swift 6 mode rejects Glibc's stdin/stdout/stderr globals. */
static inline FILE *wb_stdin(void) { return stdin; }
static inline FILE *wb_stdout(void) { return stdout; }
static inline FILE *wb_stderr(void) { return stderr; }

/* SIGINT without SA_RESTART, so a blocked read returns EINTR and the run loop sees the interrupt. */
static inline int wb_install_sigint(void (*handler)(int)) {
  /* A parent may have left SIGINT blocked (threads of a test runner do): unblock it. */
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  struct sigaction sa;
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  return sigaction(SIGINT, &sa, NULL);
}
#endif
