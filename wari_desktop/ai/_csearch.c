/* The compiled search core: the same algorithm as wari_desktop/ai/search.py, in C.
 *
 * Hand-written against the CPython C API (no Cython, no other build or runtime
 * dependency). Every function here has a namesake in the pure-Python reference:
 * children() in board.py, evaluate()/final_value() in evaluate.py, and _root(),
 * _child(), _negamax(), _quiesce() of search.Searcher. The iterative-deepening driver
 * (aspiration windows, partial results, the principal variation) stays in Python and is
 * shared by both cores; one call of Engine.root() searches one depth with the
 * interpreter lock released.
 *
 * Boards are 12 unsigned bytes seen from the player to move (0..5 theirs, 6..11 the
 * opponent's). Values are for the player to move in hundredths of a seed.
 *
 * The transposition table is fixed-size: buckets of four 16-byte entries (one cache
 * line), the key packed exactly (12 houses x 6 bits + the mover's store), so a probe
 * never confuses two positions. Entries are written "key xor data" so that helper
 * threads sharing the table (Lazy SMP) never read a torn entry as valid.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

#define SEED 100
#define WIN 100000
#define INF_VALUE (10 * WIN)
#define MAJORITY 25
#define EXACT 0
#define LOWER 1
#define UPPER 2
#define MAX_DEPTH 64
#define MAX_SEEDS 48
#define CHECK_MASK 1023 /* nodes between two looks at the clock and the stop flag */
#define BUCKET 4
#define VALUE_MASK 0x3F
#define VALUE_BIAS 131072 /* values are stored in 18 bits, offset by this */
#define REDUCE_AFTER 3 /* late move reductions: from the fourth move ordered */
#define REDUCE_DEPTH 3 /* ... at depths of 3 plies or more */

typedef struct {
    uint8_t house;
    uint8_t captured;
    uint8_t board[12];
} Child;

/* Sowing precomputed per (house, seeds): the change to every house seen from the
 * opponent (who moves next) and the last house sown in that frame. */
static int8_t TURNED[6][MAX_SEEDS + 1][12];
/* The same without the emptied start house (house + 6 in that frame, which is set to 0
 * apart): only seeds added, at most 5 a house, so 12 bytes add in two machine words
 * without a carry from one house to the next. */
typedef struct {
    uint64_t low;  /* houses 0..7, a byte each */
    uint32_t high; /* houses 8..11 */
} Sown;
static Sown SOWN[6][MAX_SEEDS + 1];
static int8_t TURNED_LAST[6][MAX_SEEDS + 1];
/* Endgame-table ranking: C(p, j + 1) for slot p and bar j, and where level n starts. */
static uint64_t TERM[MAX_SEEDS + 12][11];
static uint64_t LEVEL_START[MAX_SEEDS + 2];

static uint64_t binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    uint64_t r = 1;
    for (int i = 1; i <= k; i++) r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

static void init_tables(void) {
    for (int h = 0; h < 6; h++) {
        for (int s = 0; s <= MAX_SEEDS; s++) {
            int change[12] = {0};
            change[h] = -s;
            int house = h;
            for (int i = 0; i < s; i++) {
                house = (house + 1) % 12;
                if (house == h) house = (house + 1) % 12;
                change[house] += 1;
            }
            for (int i = 0; i < 12; i++) TURNED[h][s][i] = (int8_t)change[(i + 6) % 12];
            uint8_t added[12];
            for (int i = 0; i < 12; i++) added[i] = (uint8_t)(i == h + 6 ? 0 : TURNED[h][s][i]);
            memcpy(&SOWN[h][s].low, added, 8);
            memcpy(&SOWN[h][s].high, added + 8, 4);
            TURNED_LAST[h][s] = (int8_t)((house + 6) % 12);
        }
    }
    for (int p = 0; p < MAX_SEEDS + 12; p++)
        for (int j = 0; j < 11; j++) TERM[p][j] = binomial(p, j + 1);
    for (int n = 0; n < MAX_SEEDS + 2; n++) LEVEL_START[n] = binomial(n + 11, 12);
}

/* -- board ------------------------------------------------------------------------- */

/* Sow ``house`` (holding ``seeds``, a legal move) of ``board``, whose opponent's view is
 * ``turned``: the board left for the opponent and what it captures into ``out``. Returns
 * 1 for a grand slam (every opponent seed taken), which captures nothing and is left
 * unsown of its capture, else 0. */
static inline int sow(const uint8_t *turned, int house, int seeds, Child *out) {
    uint8_t *after = out->board;
    const Sown *inc = &SOWN[house][seeds];
    uint64_t low;
    uint32_t high;
    memcpy(&low, turned, 8);
    memcpy(&high, turned + 8, 4);
    low += inc->low;
    high += inc->high;
    memcpy(after, &low, 8);
    memcpy(after + 8, &high, 4);
    after[house + 6] = 0;
    out->house = (uint8_t)house;
    out->captured = 0;
    int last = TURNED_LAST[house][seeds];
    if (last < 6 && after[last] >= 2 && after[last] <= 3) {
        int first = last;
        int captured = after[last];
        while (first > 0 && after[first - 1] >= 2 && after[first - 1] <= 3) {
            first--;
            captured += after[first];
        }
        int side = after[0] + after[1] + after[2] + after[3] + after[4] + after[5];
        if (captured == side) return 1;
        for (int i = first; i <= last; i++) after[i] = 0;
        out->captured = (uint8_t)captured;
    }
    return 0;
}

static inline void turn(const uint8_t *board, uint8_t *turned) {
    memcpy(turned, board + 6, 6);
    memcpy(turned + 6, board, 6);
}

static inline int must_feed(const uint8_t *b) {
    return !(b[6] | b[7] | b[8] | b[9] | b[10] | b[11]);
}

/* Whether the player to move has a legal move (else the game ends in a famine): the
 * same test as children() returning none, without sowing anything. */
static inline int has_move(const uint8_t *b) {
    int feed = must_feed(b);
    for (int house = 0; house < 6; house++)
        if (b[house] && (!feed || b[house] >= 6 - house)) return 1;
    return 0;
}

/* Every legal move of the player to move, in house order, with what it captures and the
 * board it leaves (normalised for the opponent); 0 when the game ends here (famine).
 * A grand slam captures nothing; with forbid_slam it is legal only if nothing else is. */
static int children(const uint8_t *board, int forbid_slam, Child *out) {
    uint8_t turned[12];
    turn(board, turned);
    int feed = must_feed(board);
    Child slams[6];
    int count = 0, slam_count = 0;
    for (int house = 0; house < 6; house++) {
        int seeds = board[house];
        if (!seeds || (feed && seeds < 6 - house)) continue;
        if (sow(turned, house, seeds, &out[count])) {
            slams[slam_count++] = out[count];
            continue;
        }
        count++;
    }
    if (slam_count) {
        if (forbid_slam && count) return count;
        /* merge the two house-ordered lists */
        Child merged[6];
        int i = 0, j = 0, n = 0;
        while (i < count || j < slam_count) {
            if (j >= slam_count || (i < count && out[i].house < slams[j].house))
                merged[n++] = out[i++];
            else
                merged[n++] = slams[j++];
        }
        memcpy(out, merged, sizeof(Child) * (size_t)n);
        count = n;
    }
    return count;
}

/* The moves of children() that capture (a grand slam captures nothing), in house order:
 * all the quiescence search looks at. A move whose last seed cannot make 2 or 3 on the
 * opponent's side is skipped before it is sown. */
static int captures(const uint8_t *board, Child *out) {
    uint8_t turned[12];
    turn(board, turned);
    int feed = must_feed(board);
    int count = 0;
    for (int house = 0; house < 6; house++) {
        int seeds = board[house];
        if (!seeds || (feed && seeds < 6 - house)) continue;
        int last = TURNED_LAST[house][seeds];
        if (last >= 6) continue;
        int landing = turned[last] + TURNED[house][seeds][last];
        if (landing < 2 || landing > 3) continue;
        if (!sow(turned, house, seeds, &out[count])) count++;
    }
    return count;
}

/* The child of one legal move ``house`` (a move children() lists), as children() gives
 * it. */
static inline void child_of(const uint8_t *board, int house, Child *out) {
    uint8_t turned[12];
    turn(board, turned);
    if (sow(turned, house, board[house], out)) out->captured = 0;
}

static inline int side_sum(const uint8_t *b) { return b[0] + b[1] + b[2] + b[3] + b[4] + b[5]; }

/* -- evaluation -------------------------------------------------------------------- */

typedef struct {
    int side_seed, vulnerable, kroo, empty;
    /* what a house of n seeds adds for its owner: the seed, target and empty terms */
    int house[MAX_SEEDS + 1];
} Weights;

/* Fill in the per-house values from the four weights. */
static void weights_ready(Weights *w) {
    for (int n = 0; n <= MAX_SEEDS; n++)
        w->house[n] = n * w->side_seed - (n == 1 || n == 2) * w->vulnerable - (n == 0) * w->empty;
}

/* Heuristic value for the player to move: store difference, seeds on one's side, houses
 * of 1-2 seeds, a kroo (12+), empty houses (the weights of evaluate.py's Weights). Each house's own terms come from
 * the table of weights_ready(), the sum being the same as term by term. */
static int evaluate(const uint8_t *b, int my, int opp, const Weights *w) {
    const int *h = w->house;
    int value = (my - opp) * SEED;
    value += h[b[0]] + h[b[1]] + h[b[2]] + h[b[3]] + h[b[4]] + h[b[5]];
    value -= h[b[6]] + h[b[7]] + h[b[8]] + h[b[9]] + h[b[10]] + h[b[11]];
    int my_kroo = 0, their_kroo = 0;
    for (int i = 0; i < 6; i++) {
        my_kroo |= b[i] >= 12;
        their_kroo |= b[i + 6] >= 12;
    }
    return value + (my_kroo - their_kroo) * w->kroo;
}

/* The exact value of a finished game: a win or loss bonus plus the seed margin. */
static inline int final_value(int my_total, int opp_total) {
    int margin = my_total - opp_total;
    if (margin > 0) return WIN + margin * SEED;
    if (margin < 0) return -WIN + margin * SEED;
    return 0;
}

/* -- keys and the transposition table ---------------------------------------------- */

typedef struct {
    uint64_t lo; /* houses 0..9, 6 bits each */
    uint32_t hi; /* houses 10 and 11, then 6 bits of store (or the side, for the path) */
} Key;

static inline Key make_key(const uint8_t *b, int extra) {
    Key k;
    uint64_t lo = 0;
    for (int i = 9; i >= 0; i--) lo = (lo << 6) | b[i];
    k.lo = lo;
    k.hi = (uint32_t)b[10] | ((uint32_t)b[11] << 6) | ((uint32_t)extra << 12);
    return k;
}

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

typedef struct {
    volatile uint64_t check; /* key.lo ^ data */
    volatile uint64_t data;  /* key.hi (18 bits) | value (18) | depth (7) | flag (2) |
                                move (3) | generation (16) */
} Entry;

/* The table's memory, zeroed. On Linux it is mapped directly and asked for huge pages
 * (fewer TLB misses on random probes); elsewhere calloc. Either way the system hands
 * out zeroed pages only when they are first written: making a table costs nothing, and
 * the first search on it pays its page faults (about 0.3 ms per 2 MB huge page, 32 for
 * 64 MB) on its own clock, a few at a time. Touching every page here instead took 10-100
 * ms before the first move's clock even started (+758 ms on a busy machine). */
static void *table_alloc(size_t bytes, void **base, size_t *mapped) {
#ifdef __linux__
    size_t align = (size_t)2 << 20;
    size_t length = bytes + align;
    void *raw = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    uintptr_t start = ((uintptr_t)raw + align - 1) & ~(uintptr_t)(align - 1);
#ifdef MADV_HUGEPAGE
    madvise((void *)start, bytes, MADV_HUGEPAGE);
#endif
    *base = raw;
    *mapped = length;
    return (void *)start;
#else
    void *p = calloc(bytes, 1);
    *base = p;
    *mapped = 0;
    return p;
#endif
}

static void table_free(void *base, size_t mapped) {
#ifdef __linux__
    if (base) munmap(base, mapped);
#else
    (void)mapped;
    free(base);
#endif
}

typedef struct {
    Entry *entries;
    uint64_t mask; /* buckets - 1 */
    size_t bytes;
    void *base;
    size_t mapped;
    int users;
    int generation; /* 1..65535: the search under way; other entries count as empty */
} TT;

static TT *tt_new(size_t megabytes) {
    size_t bytes = megabytes * (size_t)1 << 20;
    size_t buckets = 1;
    while (buckets * 2 * sizeof(Entry) * BUCKET <= bytes) buckets *= 2;
    TT *tt = (TT *)calloc(1, sizeof(TT));
    if (!tt) return NULL;
    tt->bytes = buckets * BUCKET * sizeof(Entry);
    tt->entries = (Entry *)table_alloc(tt->bytes, &tt->base, &tt->mapped);
    if (!tt->entries) {
        free(tt);
        return NULL;
    }
    tt->mask = buckets - 1;
    tt->users = 1;
    tt->generation = 1;
    return tt;
}

static void tt_release(TT *tt) {
    if (tt && --tt->users == 0) {
        table_free(tt->base, tt->mapped);
        free(tt);
    }
}

typedef struct {
    int found, depth, flag, value, move;
} Probe;

static inline Entry *bucket_of(const TT *tt, Key k) {
    return tt->entries + (mix(k.lo ^ ((uint64_t)k.hi << 40) ^ k.hi) & tt->mask) * BUCKET;
}

static inline void tt_prefetch(const TT *tt, Key k) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(bucket_of(tt, k));
#else
    (void)tt;
    (void)k;
#endif
}

#define GENERATION(data) ((int)((data) >> 48))

/* Only the entries of the search under way are found: each search starts from an empty
 * table, as the reference's does, without clearing memory. */
static inline Probe tt_probe(const TT *tt, Key k) {
    Probe p = {0, 0, 0, 0, -1};
    Entry *e = bucket_of(tt, k);
    for (int i = 0; i < BUCKET; i++) {
        uint64_t data = e[i].data, check = e[i].check;
        if (data && (data & 0x3FFFF) == k.hi && (check ^ data) == k.lo &&
            GENERATION(data) == tt->generation) {
            p.found = 1;
            p.value = (int)((data >> 18) & 0x3FFFF) - VALUE_BIAS;
            p.depth = (int)((data >> 36) & 0x7F);
            p.flag = (int)((data >> 43) & 0x3);
            p.move = (int)((data >> 45) & 0x7);
            return p;
        }
    }
    return p;
}

/* Store an entry: the same key is overwritten (as a dictionary would); otherwise an empty
 * slot or one of an earlier search, else the shallowest. Returns 1 when an entry of
 * this search for a different position was evicted. */
static inline int tt_store(TT *tt, Key k, int depth, int flag, int value, int move) {
    int generation = tt->generation;
    Entry *e = bucket_of(tt, k);
    uint64_t data = (uint64_t)k.hi | ((uint64_t)(value + VALUE_BIAS) << 18) |
                    ((uint64_t)depth << 36) | ((uint64_t)flag << 43) |
                    ((uint64_t)move << 45) | ((uint64_t)generation << 48);
    int victim = -1, evicted = 0;
    for (int i = 0; i < BUCKET && victim < 0; i++) {
        uint64_t old = e[i].data;
        if (old && (old & 0x3FFFF) == k.hi && (e[i].check ^ old) == k.lo) victim = i;
    }
    for (int i = 0; i < BUCKET && victim < 0; i++)
        if (!e[i].data || GENERATION(e[i].data) != generation) victim = i;
    if (victim < 0) {
        int worst = 1 << 30;
        for (int i = 0; i < BUCKET; i++) {
            int score = (int)((e[i].data >> 36) & 0x7F);
            if (score < worst) {
                worst = score;
                victim = i;
            }
        }
        evicted = 1;
    }
    e[victim].data = data;
    e[victim].check = k.lo ^ data;
    return evicted;
}

/* -- time -------------------------------------------------------------------------- */

/* This thread's CPU time in seconds: the clock of the "cpu" limits, which measure the
 * work done whatever else the machine runs. */
static double cpu_seconds(void) {
#ifdef _WIN32
    FILETIME created, ended, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &ended, &kernel, &user)) return 0.0;
    ULARGE_INTEGER k, u;
    k.LowPart = kernel.dwLowDateTime;
    k.HighPart = kernel.dwHighDateTime;
    u.LowPart = user.dwLowDateTime;
    u.HighPart = user.dwHighDateTime;
    return (double)(k.QuadPart + u.QuadPart) * 1e-7;
#else
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

static double now_seconds(void) {
#ifdef _WIN32
    static LARGE_INTEGER frequency;
    LARGE_INTEGER counter;
    if (!frequency.QuadPart) QueryPerformanceFrequency(&frequency);
    QueryPerformanceCounter(&counter);
    return (double)counter.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

/* -- the engine -------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    TT *tt;
    Weights weights;
    int forbid_slam;
    int repetition;
    int quiescence;
    int reductions;
    int tt_depth; /* the shallowest remaining depth that probes and fills the table */
    /* endgame table */
    Py_buffer table;
    int has_table;
    int table_seeds;
    /* per search */
    volatile int stop;
    int aborted;
    int busy;
    int helper; /* a Lazy SMP helper: it joins the owner's search, never starts one */
    double deadline; /* <= 0: none */
    int cpu_clock;   /* the deadline is in this thread's CPU time, not the wall clock */
    long long nodes;
    long long evictions;
    int killers[MAX_DEPTH + 2][2];
    long long history[6];
    /* the path for the repetition rule: the game's positions, then the line searched */
    Key *path;
    uint8_t *path_sum;
    int path_len, path_cap, path_base;
} Engine;

static inline int table_probe(const Engine *e, const uint8_t *b, int seeds) {
    uint64_t index = LEVEL_START[seeds];
    int slot = 0;
    for (int house = 0; house < 11; house++) {
        slot += b[house];
        index += TERM[slot][house];
        slot += 1;
    }
    return ((const uint8_t *)e->table.buf)[index] & VALUE_MASK;
}

static inline void check_time(Engine *e) {
    if (e->stop ||
        (e->deadline > 0 && (e->cpu_clock ? cpu_seconds() : now_seconds()) >= e->deadline))
        e->aborted = 1;
}

static int in_path(const Engine *e, Key k, int seeds) {
    /* Seeds on the board never increase, so the entries with as many seeds as this board
     * are the last ones on the path. */
    for (int i = e->path_len - 1; i >= 0 && e->path_sum[i] == seeds; i--)
        if (e->path[i].lo == k.lo && e->path[i].hi == k.hi) return 1;
    return 0;
}

static int negamax(Engine *e, const uint8_t *board, int my, int opp, int depth, int alpha,
                   int beta, int ply);

/* Captures only, with the static evaluation as the floor (stand pat). The player to move
 * has a legal move (the caller has seen to famine); the captures are generated only
 * when the stand-pat value does not already decide. */
static int quiesce(Engine *e, const uint8_t *board, int my, int opp, int alpha, int beta,
                   int left) {
    int stand = evaluate(board, my, opp, &e->weights);
    if (stand >= beta || !left) return stand;
    if (stand > alpha) alpha = stand;
    int best = stand;
    Child kids[6];
    int n = captures(board, kids);
    /* largest capture first, houses in order among equals (a stable sort) */
    int order[6];
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && kids[order[j - 1]].captured < kids[i].captured) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    for (int o = 0; o < n; o++) {
        const Child *k = &kids[order[o]];
        e->nodes++;
        int mine = my + k->captured;
        int value;
        if (mine >= MAJORITY || (mine == 24 && opp == 24))
            value = final_value(mine, opp);
        else if (!has_move(k->board))
            value = final_value(mine + side_sum(k->board + 6), opp + side_sum(k->board));
        else
            value = -quiesce(e, k->board, opp, mine, -beta, -alpha, left - 1);
        if (value > best) {
            best = value;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

/* The value, for the mover, of the move leading to ``child`` (opponent to move); the
 * mover's store is ``my`` after the capture. A position already on the path (or in the
 * game) ends the game: each player takes the seeds on their own side. */
static int child_value(Engine *e, const uint8_t *child, int my, int opp, int depth, int alpha,
                       int beta, int ply) {
    int seeds = 48 - my - opp;
    Key key = make_key(child, ply & 1);
    if (e->repetition && in_path(e, key, seeds))
        return final_value(my + side_sum(child + 6), opp + side_sum(child));
    e->path[e->path_len] = key;
    e->path_sum[e->path_len] = (uint8_t)seeds;
    e->path_len++;
    int value = -negamax(e, child, opp, my, depth - 1, -beta, -alpha, ply);
    e->path_len--;
    return value;
}

/* One move of a node's loop, the ``o``-th in order: the first with the full window,
 * the others with a null window first (after a ply less for a late quiet move, with
 * reductions on), searched again with the full window when they fall inside it. */
static inline int move_value(Engine *e, const Child *k, int o, int my, int opp, int depth,
                             int alpha, int beta, int ply) {
    if (o == 0)
        return child_value(e, k->board, my + k->captured, opp, depth, alpha, beta, ply + 1);
    int value = alpha + 1;
    if (e->reductions && o >= REDUCE_AFTER && depth >= REDUCE_DEPTH && !k->captured)
        value = child_value(e, k->board, my + k->captured, opp, depth - 1, alpha, alpha + 1,
                            ply + 1); /* a late quiet move: a ply less */
    if (!e->aborted && value > alpha)
        value = child_value(e, k->board, my + k->captured, opp, depth, alpha, alpha + 1,
                            ply + 1);
    if (!e->aborted && alpha < value && value < beta)
        value = child_value(e, k->board, my + k->captured, opp, depth, alpha, beta, ply + 1);
    return value;
}

/* A cut-off by a quiet move makes it a killer at this ply; every cut-off adds depth^2 to
 * the move's history. */
static inline void reward(Engine *e, int *killers, const Child *k, int depth) {
    if (!k->captured && killers[0] != k->house) {
        killers[1] = killers[0];
        killers[0] = k->house;
    }
    e->history[k->house] += (long long)depth * depth;
}

static int negamax(Engine *e, const uint8_t *board, int my, int opp, int depth, int alpha,
                   int beta, int ply) {
    e->nodes++;
    if (!(e->nodes & CHECK_MASK)) {
        check_time(e);
        if (e->aborted) return 0;
    }
    if (my >= MAJORITY || opp >= MAJORITY || (my == 24 && opp == 24)) return final_value(my, opp);
    int on_board = 48 - my - opp;
    if (e->has_table && on_board <= e->table_seeds) {
        int gain = table_probe(e, board, on_board);
        return final_value(my + gain, opp + on_board - gain);
    }
    if (depth <= 0) {
        if (!has_move(board)) /* famine: each player takes the seeds on their own side */
            return final_value(my + side_sum(board), opp + side_sum(board + 6));
        return quiesce(e, board, my, opp, alpha, beta, e->quiescence);
    }
    Key tt_key = make_key(board, my);
    int tt_move = -1;
    Probe p = {0, 0, 0, 0, -1};
    /* Nodes near the leaves skip the table, except on the principal variation (an open
     * window), whose moves the table keeps for the line shown to the player. */
    int use_table = depth >= e->tt_depth || beta - alpha > 1;
    if (use_table) p = tt_probe(e->tt, tt_key);
    if (p.found) { /* only nodes with moves are stored, so no famine is missed */
        tt_move = p.move;
        if (p.depth >= depth) {
            if (p.flag == EXACT) return p.value;
            if (p.flag == LOWER && p.value >= beta) return p.value;
            if (p.flag == UPPER && p.value <= alpha) return p.value;
        }
    }
    int *killers = e->killers[ply];
    int original_alpha = alpha;
    int best = -INF_VALUE;
    int best_move = -1;
    int o = 0;
    /* The history as it stands now orders the other moves, whatever the first move's
     * search adds to it (as if all were ordered before any was searched). */
    long long history[6];
    memcpy(history, e->history, sizeof(history));
    /* The table's move is searched first, before the other moves are even generated: it
     * often cuts off alone. */
    if (tt_move >= 0) {
        Child k;
        child_of(board, tt_move, &k);
        int value = move_value(e, &k, o++, my, opp, depth, alpha, beta, ply);
        if (e->aborted) return 0;
        best = value;
        best_move = tt_move;
        if (value > alpha) {
            alpha = value;
            if (alpha >= beta) {
                reward(e, killers, &k, depth);
                if (use_table)
                    e->evictions += tt_store(e->tt, tt_key, depth, LOWER, best, best_move);
                return best;
            }
        }
    }
    Child kids[6];
    int n = children(board, e->forbid_slam, kids);
    if (!n) return final_value(my + side_sum(board), opp + side_sum(board + 6));
    /* the others by captures, killers, then history; houses in order among equals */
    int order[6], count = 0;
    long long key[6];
    for (int i = 0; i < n; i++) {
        int h = kids[i].house;
        if (h == tt_move) continue;
        key[i] = ((long long)kids[i].captured << 22) +
                 ((h == killers[0] || h == killers[1]) ? (1LL << 21) : 0) + history[h];
        int j = count++;
        while (j > 0 && key[order[j - 1]] < key[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    if (depth > e->tt_depth) /* the children will look themselves up: fetch their buckets now */
        for (int i = 0; i < count; i++) tt_prefetch(e->tt, make_key(kids[order[i]].board, opp));
    if (best_move < 0) best_move = kids[order[0]].house;
    for (int i = 0; i < count; i++, o++) {
        const Child *k = &kids[order[i]];
        int value = move_value(e, k, o, my, opp, depth, alpha, beta, ply);
        if (e->aborted) return 0;
        if (value > best) {
            best = value;
            best_move = k->house;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) {
                    reward(e, killers, k, depth);
                    break;
                }
            }
        }
    }
    int flag = best <= original_alpha ? UPPER : best >= beta ? LOWER : EXACT;
    if (use_table) e->evictions += tt_store(e->tt, tt_key, depth, flag, best, best_move);
    return best;
}

/* -- Python glue -------------------------------------------------------------------- */

static int read_board(PyObject *seq, uint8_t *board) {
    PyObject *fast = PySequence_Fast(seq, "a board is a sequence of 12 seed counts");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != 12) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "a board has 12 houses");
        return -1;
    }
    int total = 0;
    for (int i = 0; i < 12; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (v < 0 || v > MAX_SEEDS) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "a house holds 0 to 48 seeds");
            return -1;
        }
        board[i] = (uint8_t)v;
        total += (int)v;
    }
    Py_DECREF(fast);
    if (total > MAX_SEEDS) {
        PyErr_SetString(PyExc_ValueError, "a board holds at most 48 seeds");
        return -1;
    }
    return 0;
}

static PyObject *board_tuple(const uint8_t *board) {
    PyObject *t = PyTuple_New(12);
    if (!t) return NULL;
    for (int i = 0; i < 12; i++) PyTuple_SET_ITEM(t, i, PyLong_FromLong(board[i]));
    return t;
}

static int Engine_init(Engine *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"hash_mb", "weights", "forbid_slam", "repetition", "quiescence",
                             "table", "table_seeds", "share", "reductions", "helper",
                             "tt_depth", NULL};
    Py_ssize_t hash_mb = 64;
    PyObject *weights = NULL, *table = Py_None, *share = Py_None;
    int forbid = 0, repetition = 1, quiescence = 6, table_seeds = 0, reductions = 0;
    int helper = 0, tt_depth = 4;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|nOppiOiOppi", kwlist, &hash_mb, &weights,
                                     &forbid, &repetition, &quiescence, &table, &table_seeds,
                                     &share, &reductions, &helper, &tt_depth))
        return -1;
    if (self->tt) {
        PyErr_SetString(PyExc_RuntimeError, "an engine is initialised once");
        return -1;
    }
    self->weights = (Weights){5, -30, 235, 105, {0}};
    if (weights && weights != Py_None) {
        if (!PyArg_ParseTuple(weights, "iiii;weights are (side_seed, vulnerable, kroo, empty)",
                              &self->weights.side_seed, &self->weights.vulnerable,
                              &self->weights.kroo, &self->weights.empty))
            return -1;
    }
    weights_ready(&self->weights);
    if (quiescence < 0 || quiescence > 64) {
        PyErr_SetString(PyExc_ValueError, "quiescence is 0 to 64 plies");
        return -1;
    }
    if (tt_depth < 1 || tt_depth > MAX_DEPTH) {
        PyErr_SetString(PyExc_ValueError, "tt_depth is 1 to 64 plies");
        return -1;
    }
    self->tt_depth = tt_depth;
    self->forbid_slam = forbid;
    self->repetition = repetition;
    self->quiescence = quiescence;
    self->reductions = reductions;
    self->helper = helper;
    if (table != Py_None) {
        if (table_seeds < 0 || table_seeds > MAX_SEEDS) {
            PyErr_SetString(PyExc_ValueError, "table_seeds is 0 to 48");
            return -1;
        }
        if (PyObject_GetBuffer(table, &self->table, PyBUF_SIMPLE) < 0) return -1;
        self->has_table = 1;
        if ((uint64_t)self->table.len != LEVEL_START[table_seeds + 1]) {
            PyErr_Format(PyExc_ValueError, "a %d-seed table holds %llu bytes, got %zd",
                         table_seeds, (unsigned long long)LEVEL_START[table_seeds + 1],
                         self->table.len);
            return -1;
        }
        self->table_seeds = table_seeds;
    }
    if (share != Py_None) {
        if (!PyObject_TypeCheck(share, Py_TYPE(self))) {
            PyErr_SetString(PyExc_TypeError, "share is another Engine");
            return -1;
        }
        self->tt = ((Engine *)share)->tt;
        self->tt->users++;
    } else {
        if (hash_mb < 1 || hash_mb > 65536) {
            PyErr_SetString(PyExc_ValueError, "the hash table is 1 to 65536 MB");
            return -1;
        }
        self->tt = tt_new((size_t)hash_mb);
        if (!self->tt) {
            PyErr_NoMemory();
            return -1;
        }
    }
    for (int i = 0; i < MAX_DEPTH + 2; i++) self->killers[i][0] = self->killers[i][1] = -1;
    self->path_cap = MAX_DEPTH + 8;
    self->path = (Key *)calloc((size_t)self->path_cap, sizeof(Key));
    self->path_sum = (uint8_t *)calloc((size_t)self->path_cap, 1);
    if (!self->path || !self->path_sum) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void Engine_dealloc(Engine *self) {
    if (self->has_table) PyBuffer_Release(&self->table);
    tt_release(self->tt);
    free(self->path);
    free(self->path_sum);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int ready(Engine *self) {
    if (!self->tt) {
        PyErr_SetString(PyExc_RuntimeError, "the engine is not initialised");
        return 0;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the engine is searching on another thread");
        return 0;
    }
    return 1;
}

/* begin(board, seen, seconds, cpu=False): a new search from ``board``; ``seen`` holds the
 * game's earlier positions as (board, side) keys, side 0 being the player to move now;
 * ``seconds`` the time from now until the search must stop (None: no limit), of the
 * wall clock or, with ``cpu``, of the CPU time of the thread that then calls root(). */
static PyObject *Engine_begin(Engine *self, PyObject *args) {
    PyObject *board_obj, *seen, *seconds;
    int cpu = 0;
    if (!PyArg_ParseTuple(args, "OOO|p", &board_obj, &seen, &seconds, &cpu)) return NULL;
    if (!ready(self)) return NULL;
    uint8_t board[12];
    if (read_board(board_obj, board) < 0) return NULL;
    int seeds = 0;
    for (int i = 0; i < 12; i++) seeds += board[i];
    PyObject *fast = PySequence_Fast(seen, "seen is a collection of (board, side) keys");
    if (!fast) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    int cap = (int)n + MAX_DEPTH + 8;
    if (cap > self->path_cap) {
        Key *path = (Key *)realloc(self->path, sizeof(Key) * (size_t)cap);
        if (path) self->path = path;
        uint8_t *sums = (uint8_t *)realloc(self->path_sum, (size_t)cap);
        if (sums) self->path_sum = sums;
        if (!path || !sums) {
            Py_DECREF(fast);
            return PyErr_NoMemory();
        }
        self->path_cap = cap;
    }
    int len = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i), *key_board;
        int side;
        uint8_t b[12];
        if (!PyArg_ParseTuple(item, "Oi;a seen key is (board, side)", &key_board, &side) ||
            read_board(key_board, b) < 0) {
            Py_DECREF(fast);
            return NULL;
        }
        int s = 0;
        for (int j = 0; j < 12; j++) s += b[j];
        if (s != seeds) continue; /* a position with other seeds can never recur */
        self->path[len] = make_key(b, side & 1);
        self->path_sum[len] = (uint8_t)s;
        len++;
    }
    Py_DECREF(fast);
    self->path[len] = make_key(board, 0);
    self->path_sum[len] = (uint8_t)seeds;
    self->path_len = self->path_base = len + 1;
    if (seconds == Py_None) {
        self->deadline = 0;
    } else {
        double s = PyFloat_AsDouble(seconds);
        if (s == -1.0 && PyErr_Occurred()) return NULL;
        self->deadline = (cpu ? cpu_seconds() : now_seconds()) + (s > 0 ? s : 1e-9);
    }
    self->cpu_clock = cpu;
    self->stop = 0;
    self->aborted = 0;
    self->nodes = 0;
    if (!self->helper && ++self->tt->generation > 0xFFFF) {
        /* after 65,535 searches the numbers come round again: really empty the table */
        memset(self->tt->entries, 0, self->tt->bytes);
        self->tt->generation = 1;
    }
    memset(self->history, 0, sizeof(self->history));
    Py_RETURN_NONE;
}

/* root(board, my, opp, depth, alpha, beta, previous, all_moves): search every root move
 * to ``depth``; returns (aborted, best, scores, partial) where scores maps house to value
 * in the order searched and partial is (house, value) of a move found better than the
 * first, or None. The interpreter lock is released while searching. */
static PyObject *Engine_root(Engine *self, PyObject *args) {
    PyObject *board_obj, *previous;
    int my, opp, depth, alpha, beta, all_moves;
    if (!PyArg_ParseTuple(args, "OiiiiiOp", &board_obj, &my, &opp, &depth, &alpha, &beta,
                          &previous, &all_moves))
        return NULL;
    if (!ready(self)) return NULL;
    if (depth < 1 || depth > MAX_DEPTH) {
        PyErr_SetString(PyExc_ValueError, "depth is 1 to 64");
        return NULL;
    }
    uint8_t board[12];
    if (read_board(board_obj, board) < 0) return NULL;
    int on = 0;
    for (int i = 0; i < 12; i++) on += board[i];
    if (my < 0 || opp < 0 || on + my + opp != 48) {
        PyErr_SetString(PyExc_ValueError, "board and stores hold 48 seeds");
        return NULL;
    }
    int prev[6];
    for (int h = 0; h < 6; h++) {
        prev[h] = -INF_VALUE;
        if (previous != Py_None && PyDict_Check(previous)) {
            PyObject *key = PyLong_FromLong(h);
            PyObject *v = key ? PyDict_GetItemWithError(previous, key) : NULL;
            Py_XDECREF(key);
            if (v) {
                prev[h] = (int)PyLong_AsLong(v);
                if (prev[h] == -1 && PyErr_Occurred()) return NULL;
            } else if (PyErr_Occurred()) {
                return NULL;
            }
        }
    }
    Child kids[6];
    int n = children(board, self->forbid_slam, kids);
    int order[6], values[6], searched = 0;
    /* the previous depth's best first, then captures, then houses in order */
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0) {
            const Child *a = &kids[order[j - 1]], *b = &kids[i];
            int before = prev[a->house] > prev[b->house] ||
                         (prev[a->house] == prev[b->house] &&
                          (a->captured > b->captured ||
                           (a->captured == b->captured && a->house < b->house)));
            if (before) break;
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    int best = -INF_VALUE, partial_house = -1, partial_value = 0;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    for (int o = 0; o < n; o++) {
        const Child *k = &kids[order[o]];
        int value;
        if (all_moves || o == 0) {
            value = child_value(self, k->board, my + k->captured, opp, depth,
                                all_moves ? -INF_VALUE : alpha, beta, 1);
        } else {
            value = child_value(self, k->board, my + k->captured, opp, depth, alpha, alpha + 1,
                                1);
            if (!self->aborted && alpha < value && value < beta)
                value = child_value(self, k->board, my + k->captured, opp, depth, alpha, beta,
                                    1);
        }
        if (self->aborted) break;
        values[searched++] = value;
        if (value > best) {
            best = value;
            if (o > 0 && !all_moves && alpha < value && value < beta) {
                partial_house = k->house; /* exact, and better than the first move */
                partial_value = value;
            }
        }
        if (value > alpha && !all_moves) {
            alpha = value;
            if (alpha >= beta) break;
        }
    }
    Py_END_ALLOW_THREADS
    self->busy = 0;
    self->path_len = self->path_base;
    PyObject *scores = PyDict_New();
    if (!scores) return NULL;
    for (int o = 0; o < searched; o++) {
        PyObject *key = PyLong_FromLong(kids[order[o]].house);
        PyObject *value = PyLong_FromLong(values[o]);
        int bad = !key || !value || PyDict_SetItem(scores, key, value) < 0;
        Py_XDECREF(key);
        Py_XDECREF(value);
        if (bad) {
            Py_DECREF(scores);
            return NULL;
        }
    }
    PyObject *partial = partial_house >= 0 ? Py_BuildValue("(ii)", partial_house, partial_value)
                                           : (Py_INCREF(Py_None), Py_None);
    if (!partial) {
        Py_DECREF(scores);
        return NULL;
    }
    return Py_BuildValue("(OiNN)", self->aborted ? Py_True : Py_False, best, scores, partial);
}

static PyObject *Engine_stop(Engine *self, PyObject *Py_UNUSED(ignored)) {
    self->stop = 1;
    Py_RETURN_NONE;
}

/* table_move(board, my): the best move the table holds for the position, or None. */
static PyObject *Engine_table_move(Engine *self, PyObject *args) {
    PyObject *board_obj;
    int my;
    if (!PyArg_ParseTuple(args, "Oi", &board_obj, &my)) return NULL;
    if (!ready(self)) return NULL;
    uint8_t board[12];
    if (read_board(board_obj, board) < 0) return NULL;
    if (my < 0 || my > MAX_SEEDS) {
        PyErr_SetString(PyExc_ValueError, "a store holds 0 to 48 seeds");
        return NULL;
    }
    Probe p = tt_probe(self->tt, make_key(board, my));
    if (!p.found) Py_RETURN_NONE;
    return PyLong_FromLong(p.move);
}

static PyObject *Engine_clear(Engine *self, PyObject *Py_UNUSED(ignored)) {
    if (!ready(self)) return NULL;
    memset(self->tt->entries, 0, self->tt->bytes);
    for (int i = 0; i < MAX_DEPTH + 2; i++) self->killers[i][0] = self->killers[i][1] = -1;
    Py_RETURN_NONE;
}

static PyObject *Engine_get_nodes(Engine *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->nodes);
}

static PyObject *Engine_get_evictions(Engine *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->evictions);
}

static PyObject *Engine_get_hash_bytes(Engine *self, void *closure) {
    (void)closure;
    return PyLong_FromSize_t(self->tt ? self->tt->bytes : 0);
}

static PyMethodDef Engine_methods[] = {
    {"begin", (PyCFunction)Engine_begin, METH_VARARGS,
     "begin(board, seen, seconds, cpu=False): start a search (history keys, time from now "
     "or None, of the wall clock or this thread's CPU time)"},
    {"root", (PyCFunction)Engine_root, METH_VARARGS,
     "root(board, my, opp, depth, alpha, beta, previous, all_moves) -> "
     "(aborted, best, scores, partial)"},
    {"stop", (PyCFunction)Engine_stop, METH_NOARGS,
     "stop(): make a running search return at once (any thread)"},
    {"table_move", (PyCFunction)Engine_table_move, METH_VARARGS,
     "table_move(board, my): the transposition table's move for the position, or None"},
    {"clear", (PyCFunction)Engine_clear, METH_NOARGS, "clear(): empty the table and killers"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Engine_getset[] = {
    {"nodes", (getter)Engine_get_nodes, NULL, "nodes searched since begin()", NULL},
    {"evictions", (getter)Engine_get_evictions, NULL,
     "table entries of other positions overwritten (since creation)", NULL},
    {"hash_bytes", (getter)Engine_get_hash_bytes, NULL, "the table's size in bytes", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject EngineType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "wari_desktop.ai._csearch.Engine",
    .tp_basicsize = sizeof(Engine),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The compiled search: one position at a time, keeping its table between "
              "searches.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Engine_init,
    .tp_dealloc = (destructor)Engine_dealloc,
    .tp_methods = Engine_methods,
    .tp_getset = Engine_getset,
};

/* Module-level functions for the differential tests. */
static PyObject *py_children(PyObject *mod, PyObject *args) {
    (void)mod;
    PyObject *board_obj;
    int forbid = 0;
    if (!PyArg_ParseTuple(args, "O|p", &board_obj, &forbid)) return NULL;
    uint8_t board[12];
    if (read_board(board_obj, board) < 0) return NULL;
    Child kids[6];
    int n = children(board, forbid, kids);
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *item = Py_BuildValue("(iiN)", kids[i].house, kids[i].captured,
                                       board_tuple(kids[i].board));
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *py_evaluate(PyObject *mod, PyObject *args) {
    (void)mod;
    PyObject *board_obj;
    int my, opp;
    Weights w = {5, -30, 235, 105, {0}};
    if (!PyArg_ParseTuple(args, "Oii|(iiii)", &board_obj, &my, &opp, &w.side_seed,
                          &w.vulnerable, &w.kroo, &w.empty))
        return NULL;
    weights_ready(&w);
    uint8_t board[12];
    if (read_board(board_obj, board) < 0) return NULL;
    return PyLong_FromLong(evaluate(board, my, opp, &w));
}

static PyMethodDef module_methods[] = {
    {"children", py_children, METH_VARARGS,
     "children(board, forbid_slam=False): [(house, captured, child board)] as board.children"},
    {"evaluate", py_evaluate, METH_VARARGS,
     "evaluate(board, my, opp, weights=(5, -30, 235, 105)) as evaluate.evaluate"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_csearch",
    "The compiled search core (see search.py for the readable reference).", -1,
    module_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__csearch(void) {
    init_tables();
    if (PyType_Ready(&EngineType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&EngineType);
    if (PyModule_AddObject(m, "Engine", (PyObject *)&EngineType) < 0) {
        Py_DECREF(&EngineType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "MAX_DEPTH", MAX_DEPTH);
    return m;
}
