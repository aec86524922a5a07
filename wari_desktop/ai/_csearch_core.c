/* The compiled search core: the same algorithm as wari_desktop/ai/search.py, in C.
 *
 * A plain C library with a small C interface (the wari_* functions at the end), no
 * CPython API: the same source builds with any C99 compiler on every system (gcc, clang,
 * MSVC, and mingw-w64 for the Windows installer made on Linux), with no Python headers.
 * Python loads it with ctypes (wari_desktop/ai/_csearch.py), which releases the
 * interpreter lock during every call. Every function here has a namesake in the
 * pure-Python reference: children() in board.py, evaluate()/final_value() in
 * evaluate.py, and _root(), _child(), _negamax(), _quiesce() of search.Searcher. The
 * iterative-deepening driver (aspiration windows, partial results, the principal
 * variation) stays in Python and is shared by both cores; one call of wari_root()
 * searches one depth.
 *
 * Boards are 12 unsigned bytes seen from the player to move (0..5 theirs, 6..11 the
 * opponent's). Values are for the player to move in hundredths of a seed.
 *
 * The transposition table is fixed-size: buckets of four 16-byte entries (one cache
 * line), the key packed exactly (12 houses x 6 bits + the mover's store), so a probe
 * never confuses two positions. Entries are written "key xor data" so that helper
 * threads sharing the table (Lazy SMP) never read a torn entry as valid.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* clock_gettime's thread clock and MAP_ANONYMOUS under -std=c99 */
#endif
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
#define CONVENTION 0x80 /* the table's value rests on its cycle convention */
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

/* An ending the endgame table settles only by its cycle convention: half a win's bonus plus
 * the margin, below every proven result and above every evaluation (evaluate.py). */
static inline int likely_value(int my_total, int opp_total) {
    int margin = my_total - opp_total;
    if (margin > 0) return WIN / 2 + margin * SEED;
    if (margin < 0) return -WIN / 2 + margin * SEED;
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

/* A position's key as one number, for the level's history below. */
static inline uint64_t key_hash(Key k) {
    return mix(k.lo ^ ((uint64_t)k.hi << 46) ^ 0x9e3779b97f4a7c15ULL);
}

#define PARITY_SALT 0x5851f42d4c957f2dULL

/* The transposition table's key of a node: its board and store, and, when positions of
 * its level (as many seeds on the board) came before it on the path or in the game, their
 * set (``level``, the key_hash of each XORed) and the node's side. Graph history: under
 * the repetition rule a node's value depends on which positions can still recur, and only
 * those of its level can; a value found below one line is reused only under the same
 * earlier positions. Right after a capture the level is new and every path to the node
 * shares one entry. With graph_history off (the default) ``level`` is always 0. */
static inline Key tt_key_of(const uint8_t *board, int my, uint64_t level, int parity) {
    Key k = make_key(board, my);
    if (level) k.lo ^= level ^ (parity ? PARITY_SALT : 0);
    return k;
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
    int generation; /* 1..65535: the search under way */
    int oldest;     /* entries of earlier generations than this count as empty */
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
    tt->oldest = 1;
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

/* Only the entries of the searches since ``oldest`` are found: a search that keeps
 * nothing starts from an empty table, as the reference's does, without clearing memory;
 * one that keeps the table finds what the earlier searches of the same settings found. */
static inline Probe tt_probe(const TT *tt, Key k) {
    Probe p = {0, 0, 0, 0, -1};
    Entry *e = bucket_of(tt, k);
    for (int i = 0; i < BUCKET; i++) {
        uint64_t data = e[i].data, check = e[i].check;
        if (data && (data & 0x3FFFF) == k.hi && (check ^ data) == k.lo &&
            GENERATION(data) >= tt->oldest) {
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
 * slot or one no longer found (before ``oldest``), else the least worth keeping: the
 * shallowest, an earlier search's entry counting two plies less for each search since.
 * Returns 1 when an entry of this search for a different position was evicted. */
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
        if (!e[i].data || GENERATION(e[i].data) < tt->oldest) victim = i;
    if (victim < 0) {
        int worst = 1 << 30;
        for (int i = 0; i < BUCKET; i++) {
            int age = generation - GENERATION(e[i].data);
            int score = (int)((e[i].data >> 36) & 0x7F) - 2 * age;
            if (score < worst) {
                worst = score;
                victim = i;
            }
        }
        evicted = GENERATION(e[victim].data) == generation;
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
    TT *tt;
    Weights weights;
    int forbid_slam;
    int repetition;
    int quiescence;
    int reductions;
    int tt_depth; /* the shallowest remaining depth that probes and fills the table */
    int seeds_mask; /* 63: move_id tells a house's moves apart by their seeds; 0: it does not */
    int graph_history; /* 1: keys hold the earlier positions of the level (tt_key_of); 0: not */
    int cycle_leaves; /* a cycle-convention leaf: 0 final_value, 1 likely_value, 2 likely
                       * after a capture and the evaluation after a quiet move, 3 likely
                       * from the leaf's own split (search.py's CYCLE_LEAVES) */
    /* endgame table */
    const uint8_t *table; /* owned by the caller, alive as long as the engine */
    int has_table;
    int table_seeds;
    /* per search */
    volatile int stop;
    int aborted;
    int helper; /* a Lazy SMP helper: it joins the owner's search, never starts one */
    double deadline; /* <= 0: none */
    int cpu_clock;   /* the deadline is in this thread's CPU time, not the wall clock */
    long long nodes;
    long long evictions;
    int killers[MAX_DEPTH + 2][2]; /* move ids (move_id) */
    long long history[6 * 64];     /* by move id */
    /* the path for the repetition rule: the game's positions, then the line searched */
    Key *path;
    uint8_t *path_sum;
    uint64_t *level; /* each line entry's earlier positions of its level (tt_key_of) */
    int side;        /* the root's side, 0 or 1: positions are keyed by their real side, so
                      * that searches from either side find each other's entries */
    int path_len, path_cap, path_base;
} SearchCore;

/* The table's byte for the board: the value (VALUE_MASK) and the CONVENTION flag. */
static inline int table_probe(const SearchCore *e, const uint8_t *b, int seeds) {
    uint64_t index = LEVEL_START[seeds];
    int slot = 0;
    for (int house = 0; house < 11; house++) {
        slot += b[house];
        index += TERM[slot][house];
        slot += 1;
    }
    return e->table[index];
}

static inline void check_time(SearchCore *e) {
    if (e->stop ||
        (e->deadline > 0 && (e->cpu_clock ? cpu_seconds() : now_seconds()) >= e->deadline))
        e->aborted = 1;
}

static int in_path(const SearchCore *e, Key k, int seeds) {
    /* Seeds on the board never increase, so the entries with as many seeds as this board
     * are the last ones on the path. */
    for (int i = e->path_len - 1; i >= 0 && e->path_sum[i] == seeds; i--)
        if (e->path[i].lo == k.lo && e->path[i].hi == k.hi) return 1;
    return 0;
}

static int negamax(SearchCore *e, const uint8_t *board, int my, int opp, int depth, int alpha,
                   int beta, int ply);

/* Captures only, with the static evaluation as the floor (stand pat). The player to move
 * has a legal move (the caller has seen to famine); the captures are generated only
 * when the stand-pat value does not already decide. */
static int quiesce(SearchCore *e, const uint8_t *board, int my, int opp, int alpha, int beta,
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
static int child_value(SearchCore *e, const uint8_t *child, int my, int opp, int depth, int alpha,
                       int beta, int ply) {
    int seeds = 48 - my - opp;
    Key key = make_key(child, (ply ^ e->side) & 1);
    if (e->repetition && in_path(e, key, seeds))
        return final_value(my + side_sum(child + 6), opp + side_sum(child));
    int at = e->path_len;
    e->path[at] = key;
    e->path_sum[at] = (uint8_t)seeds;
    e->level[at] = e->graph_history && seeds == e->path_sum[at - 1]
                       ? e->level[at - 1] ^ key_hash(e->path[at - 1]) : 0;
    e->path_len++;
    int value = -negamax(e, child, opp, my, depth - 1, -beta, -alpha, ply);
    e->path_len--;
    return value;
}

/* One move of a node's loop, the ``o``-th in order: the first with the full window,
 * the others with a null window first (after a ply less for a late quiet move, with
 * reductions on), searched again with the full window when they fall inside it. */
static inline int move_value(SearchCore *e, const Child *k, int o, int my, int opp, int depth,
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

/* A move as the killers and the history know it: its house and the seeds in it, for the
 * same house sown with other seeds lands elsewhere and is another move (search.py's
 * move_id). */
static inline int move_id(const SearchCore *e, const uint8_t *board, int house) {
    return house << 6 | (board[house] & e->seeds_mask);
}

/* A cut-off by a quiet move makes it a killer at this ply; every cut-off adds depth^2 to
 * the move's history. */
static inline void reward(SearchCore *e, int *killers, const uint8_t *board, const Child *k,
                          int depth) {
    int id = move_id(e, board, k->house);
    if (!k->captured && killers[0] != id) {
        killers[1] = killers[0];
        killers[0] = id;
    }
    e->history[id] += (long long)depth * depth;
}

static int negamax(SearchCore *e, const uint8_t *board, int my, int opp, int depth, int alpha,
                   int beta, int ply) {
    e->nodes++;
    if (!(e->nodes & CHECK_MASK)) {
        check_time(e);
        if (e->aborted) return 0;
    }
    if (my >= MAJORITY || opp >= MAJORITY || (my == 24 && opp == 24)) return final_value(my, opp);
    int on_board = 48 - my - opp;
    /* The table holds each board's value as the first of its level (no earlier position
     * with as many seeds, as right after a capture). Under the repetition rule a position
     * that follows another of its level may recur sooner, through the game's or the
     * line's earlier positions; and a value that rests on the table's cycle convention
     * is no proven value at all. Either way the table only gives the leaf value once the
     * depth is spent (search.py's _table_final). This node is the path's last entry. */
    if (e->has_table && on_board <= e->table_seeds) {
        int byte = table_probe(e, board, on_board);
        int first = !e->repetition || e->path_len < 2 || e->path_sum[e->path_len - 2] != on_board;
        if (depth <= 0 || (!(byte & CONVENTION) && first)) {
            int gain = byte & VALUE_MASK;
            if (!e->cycle_leaves || !(byte & CONVENTION))
                return final_value(my + gain, opp + on_board - gain);
            if (e->cycle_leaves == 3) /* the leaf's own split */
                return likely_value(my + side_sum(board), opp + side_sum(board + 6));
            if (e->cycle_leaves == 1 || first)
                return likely_value(my + gain, opp + on_board - gain);
            /* else a quiet move's leaf: the evaluation's (quiesce, below) */
        }
    }
    if (depth <= 0) {
        if (!has_move(board)) /* famine: each player takes the seeds on their own side */
            return final_value(my + side_sum(board), opp + side_sum(board + 6));
        return quiesce(e, board, my, opp, alpha, beta, e->quiescence);
    }
    int at = e->path_len - 1;
    Key tt_key = tt_key_of(board, my, e->level[at], (ply ^ e->side) & 1);
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
    for (int h = 0; h < 6; h++) history[h] = e->history[move_id(e, board, h)];
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
                reward(e, killers, board, &k, depth);
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
                 ((move_id(e, board, h) == killers[0] || move_id(e, board, h) == killers[1])
                      ? (1LL << 21) : 0) + history[h];
        int j = count++;
        while (j > 0 && key[order[j - 1]] < key[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    if (depth > e->tt_depth) { /* the children will look themselves up: fetch their buckets now */
        uint64_t next = e->graph_history ? e->level[at] ^ key_hash(e->path[at]) : 0;
        for (int i = 0; i < count; i++) {
            const Child *k = &kids[order[i]];
            tt_prefetch(e->tt, tt_key_of(k->board, opp, k->captured ? 0 : next, ~(ply ^ e->side) & 1));
        }
    }
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
                    reward(e, killers, board, k, depth);
                    break;
                }
            }
        }
    }
    int flag = best <= original_alpha ? UPPER : best >= beta ? LOWER : EXACT;
    if (use_table) e->evictions += tt_store(e->tt, tt_key, depth, flag, best, best_move);
    return best;
}

/* -- the C interface ----------------------------------------------------------------- */

/* What wari_desktop/ai/_csearch.py calls through ctypes. Every function checks what it
 * is given and answers a negative status rather than searching a board that breaks the
 * rules' invariants: WARI_BAD_INPUT for a board, depth or setting out of range,
 * WARI_NO_MEMORY when the system refuses memory. The caller keeps an engine to one
 * thread at a time, but for wari_stop(), which any thread may call. */

#if defined(_WIN32)
#define WARI_API __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define WARI_API __attribute__((visibility("default")))
#else
#define WARI_API
#endif

#define WARI_ABI 7 /* raised whenever a signature below changes */
#define WARI_ABORTED 1
#define WARI_BAD_INPUT (-1)
#define WARI_NO_MEMORY (-2)

static int tables_ready = 0;

/* The interface's version: the loader refuses a library of another one. Also makes the
 * sowing and indexing tables (once; the loader calls this before anything else). */
WARI_API int wari_abi(void) {
    if (!tables_ready) {
        init_tables();
        tables_ready = 1;
    }
    return WARI_ABI;
}

WARI_API int wari_max_depth(void) { return MAX_DEPTH; }

/* The bytes of an endgame table of every position of 0..seeds seeds. */
WARI_API unsigned long long wari_endgame_bytes(int seeds) {
    if (seeds < 0 || seeds > MAX_SEEDS) return 0;
    return (unsigned long long)LEVEL_START[seeds + 1];
}

/* 0 for 12 houses of 0..48 seeds holding at most 48 in all, else WARI_BAD_INPUT. */
static int check_board(const uint8_t *board) {
    int total = 0;
    for (int i = 0; i < 12; i++) {
        if (board[i] > MAX_SEEDS) return WARI_BAD_INPUT;
        total += board[i];
    }
    return total > MAX_SEEDS ? WARI_BAD_INPUT : 0;
}

/* A new engine with its own transposition table of ``hash_mb`` MB, or sharing the table
 * of ``share`` (Lazy SMP). ``weights`` are (side_seed, vulnerable, kroo, empty);
 * ``table`` an endgame table of ``table_len`` bytes for up to ``table_seeds`` seeds (or
 * NULL), which the caller keeps alive and unchanged while the engine lives. NULL with
 * ``*status`` set when a setting is out of range or memory is short. */
WARI_API SearchCore *wari_new(int hash_mb, const int *weights, int forbid_slam, int repetition,
                          int quiescence, const uint8_t *table, unsigned long long table_len,
                          int table_seeds, SearchCore *share, int reductions, int helper,
                          int tt_depth, int seed_history, int graph_history, int cycle_leaves,
                          int *status) {
    *status = WARI_BAD_INPUT;
    if (quiescence < 0 || quiescence > 64 || tt_depth < 1 || tt_depth > MAX_DEPTH ||
        cycle_leaves < 0 || cycle_leaves > 3) return NULL;
    if (table && (table_seeds < 0 || table_seeds > MAX_SEEDS ||
                  table_len != (unsigned long long)LEVEL_START[table_seeds + 1]))
        return NULL;
    if (!share && (hash_mb < 1 || hash_mb > 65536)) return NULL;
    *status = WARI_NO_MEMORY;
    SearchCore *e = (SearchCore *)calloc(1, sizeof(SearchCore));
    if (!e) return NULL;
    e->weights = (Weights){weights[0], weights[1], weights[2], weights[3], {0}};
    weights_ready(&e->weights);
    e->tt_depth = tt_depth;
    e->seeds_mask = seed_history ? 63 : 0;
    e->graph_history = graph_history != 0;
    e->cycle_leaves = cycle_leaves;
    e->forbid_slam = forbid_slam != 0;
    e->repetition = repetition != 0;
    e->quiescence = quiescence;
    e->reductions = reductions != 0;
    e->helper = helper != 0;
    if (table) {
        e->table = table;
        e->has_table = 1;
        e->table_seeds = table_seeds;
    }
    for (int i = 0; i < MAX_DEPTH + 2; i++) e->killers[i][0] = e->killers[i][1] = -1;
    e->path_cap = MAX_DEPTH + 8;
    e->path = (Key *)calloc((size_t)e->path_cap, sizeof(Key));
    e->path_sum = (uint8_t *)calloc((size_t)e->path_cap, 1);
    e->level = (uint64_t *)calloc((size_t)e->path_cap, sizeof(uint64_t));
    if (share) {
        e->tt = share->tt;
        e->tt->users++;
    } else {
        e->tt = tt_new((size_t)hash_mb);
    }
    if (!e->tt || !e->path || !e->path_sum || !e->level) {
        if (e->tt) tt_release(e->tt);
        free(e->path);
        free(e->path_sum);
        free(e->level);
        free(e);
        return NULL;
    }
    *status = 0;
    return e;
}

/* Free an engine (its table once no other engine shares it). */
WARI_API void wari_free(SearchCore *e) {
    if (!e) return;
    tt_release(e->tt);
    free(e->path);
    free(e->path_sum);
    free(e->level);
    free(e);
}

/* A new search from ``board``: ``seen`` holds the game's earlier positions, ``count``
 * boards of 12 bytes each, with ``sides`` (0: the player to move now, 1: the other) for
 * the repetition rule; ``seconds`` is the time from now until the search must stop
 * (negative: no limit), of the wall clock or, with ``cpu``, of the CPU time of the thread
 * that then calls wari_root(). With ``keep`` the search finds the entries of the earlier
 * searches since the last that did not keep (the caller sees that they searched with the
 * same settings); without, it starts from an empty table. ``side`` (0 or 1) is the real
 * side of the player to move, which the table's keys hold. */
WARI_API int wari_begin(SearchCore *e, const uint8_t *board, const uint8_t *seen,
                        const uint8_t *sides, int count, double seconds, int cpu, int keep,
                        int side) {
    if (check_board(board) < 0 || count < 0) return WARI_BAD_INPUT;
    for (int i = 0; i < count; i++)
        if (check_board(seen + 12 * i) < 0) return WARI_BAD_INPUT;
    int seeds = 0;
    for (int i = 0; i < 12; i++) seeds += board[i];
    int cap = count + MAX_DEPTH + 8;
    if (cap > e->path_cap) {
        Key *path = (Key *)realloc(e->path, sizeof(Key) * (size_t)cap);
        if (path) e->path = path;
        uint8_t *sums = (uint8_t *)realloc(e->path_sum, (size_t)cap);
        if (sums) e->path_sum = sums;
        uint64_t *level = (uint64_t *)realloc(e->level, sizeof(uint64_t) * (size_t)cap);
        if (level) e->level = level;
        if (!path || !sums || !level) return WARI_NO_MEMORY;
        e->path_cap = cap;
    }
    int len = 0;
    for (int i = 0; i < count; i++) {
        const uint8_t *b = seen + 12 * i;
        int s = 0;
        for (int j = 0; j < 12; j++) s += b[j];
        if (s != seeds) continue; /* a position with other seeds can never recur */
        e->path[len] = make_key(b, (sides[i] ^ side) & 1);
        e->path_sum[len] = (uint8_t)s;
        len++;
    }
    e->side = side & 1;
    Key root = make_key(board, e->side);
    uint64_t level = 0; /* the game's earlier positions of the root's level */
    for (int i = 0; i < len; i++)
        if (e->path[i].lo != root.lo || e->path[i].hi != root.hi) level ^= key_hash(e->path[i]);
    e->path[len] = root;
    e->path_sum[len] = (uint8_t)seeds;
    e->level[len] = e->graph_history ? level : 0;
    e->path_len = e->path_base = len + 1;
    e->deadline = seconds < 0 ? 0 : (cpu ? cpu_seconds() : now_seconds()) +
                                        (seconds > 0 ? seconds : 1e-9);
    e->cpu_clock = cpu != 0;
    e->stop = 0;
    e->aborted = 0;
    e->nodes = 0;
    if (!e->helper) {
        if (++e->tt->generation > 0xFFFF) {
            /* after 65,535 searches the numbers come round again: really empty the table */
            memset(e->tt->entries, 0, e->tt->bytes);
            e->tt->generation = e->tt->oldest = 1;
        }
        if (!keep) e->tt->oldest = e->tt->generation;
    }
    memset(e->history, 0, sizeof(e->history));
    return 0;
}

/* Search every root move to ``depth``; ``previous`` holds the last depth's value of each
 * house (or anything below -WIN*10 for none) and orders the moves. Writes the houses
 * searched, in the order searched, and their values into ``houses``/``values`` (6 each)
 * and their number into ``*searched``, the best value into ``*best``, and into
 * ``*partial_house`` a move found exactly better than the first (-1: none) with its
 * value. Returns 0, WARI_ABORTED when stopped or out of time, or a negative status. */
WARI_API int wari_root(SearchCore *e, const uint8_t *board, int my, int opp, int depth,
                       int alpha, int beta, const int *previous, int all_moves, int *best_out,
                       int *houses, int *values, int *searched_out, int *partial_house,
                       int *partial_value) {
    if (depth < 1 || depth > MAX_DEPTH || check_board(board) < 0) return WARI_BAD_INPUT;
    int on = 0;
    for (int i = 0; i < 12; i++) on += board[i];
    if (my < 0 || opp < 0 || on + my + opp != 48) return WARI_BAD_INPUT;
    const int *prev = previous;
    Child kids[6];
    int n = children(board, e->forbid_slam, kids);
    int order[6], searched = 0;
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
    int best = -INF_VALUE;
    *partial_house = -1;
    *partial_value = 0;
    for (int o = 0; o < n; o++) {
        const Child *k = &kids[order[o]];
        int value;
        if (all_moves || o == 0) {
            value = child_value(e, k->board, my + k->captured, opp, depth,
                                all_moves ? -INF_VALUE : alpha, beta, 1);
        } else {
            value = child_value(e, k->board, my + k->captured, opp, depth, alpha, alpha + 1, 1);
            if (!e->aborted && alpha < value && value < beta)
                value = child_value(e, k->board, my + k->captured, opp, depth, alpha, beta, 1);
        }
        if (e->aborted) break;
        houses[searched] = k->house;
        values[searched++] = value;
        if (value > best) {
            best = value;
            if (o > 0 && !all_moves && alpha < value && value < beta) {
                *partial_house = k->house; /* exact, and better than the first move */
                *partial_value = value;
            }
        }
        if (value > alpha && !all_moves) {
            alpha = value;
            if (alpha >= beta) break;
        }
    }
    e->path_len = e->path_base;
    *best_out = best;
    *searched_out = searched;
    return e->aborted ? WARI_ABORTED : 0;
}

/* Make a running search return at once (from any thread). */
WARI_API void wari_stop(SearchCore *e) { e->stop = 1; }

/* The best move the transposition table holds for the position (-1: none), reached with
 * ``count`` earlier positions of its level (12 bytes each in ``boards``, their sides in
 * ``sides``) and the position itself on ``side``: real sides, as wari_begin's. */
WARI_API int wari_table_move(SearchCore *e, const uint8_t *board, int my, int side,
                             const uint8_t *boards, const uint8_t *sides, int count) {
    if (check_board(board) < 0 || my < 0 || my > MAX_SEEDS || count < 0)
        return WARI_BAD_INPUT;
    uint64_t level = 0;
    for (int i = 0; i < count; i++) {
        if (check_board(boards + 12 * i) < 0) return WARI_BAD_INPUT;
        level ^= key_hash(make_key(boards + 12 * i, sides[i] & 1));
    }
    Probe p = tt_probe(e->tt, tt_key_of(board, my, e->graph_history ? level : 0, side & 1));
    return p.found ? p.move : -1;
}

/* Empty the table and the killer moves. */
WARI_API void wari_clear(SearchCore *e) {
    memset(e->tt->entries, 0, e->tt->bytes);
    e->tt->oldest = e->tt->generation;
    for (int i = 0; i < MAX_DEPTH + 2; i++) e->killers[i][0] = e->killers[i][1] = -1;
}

/* Nodes searched since wari_begin(). */
WARI_API long long wari_nodes(const SearchCore *e) { return e->nodes; }

/* Table entries of other positions overwritten since the engine was made. */
WARI_API long long wari_evictions(const SearchCore *e) { return e->evictions; }

/* The transposition table's size in bytes. */
WARI_API unsigned long long wari_hash_bytes(const SearchCore *e) {
    return (unsigned long long)e->tt->bytes;
}

/* The legal moves of ``board`` as board.children() gives them, for the differential
 * tests: 14 bytes each into ``out`` (house, seeds captured, the child board as the
 * opponent sees it); returns their number (0-6) or WARI_BAD_INPUT. */
WARI_API int wari_children(const uint8_t *board, int forbid_slam, uint8_t *out) {
    if (check_board(board) < 0) return WARI_BAD_INPUT;
    Child kids[6];
    int n = children(board, forbid_slam, kids);
    for (int i = 0; i < n; i++) {
        out[14 * i] = kids[i].house;
        out[14 * i + 1] = kids[i].captured;
        memcpy(out + 14 * i + 2, kids[i].board, 12);
    }
    return n;
}

/* evaluate.evaluate() with ``weights`` (side_seed, vulnerable, kroo, empty), for the
 * differential tests. The board must be valid (the caller checks). */
WARI_API int wari_evaluate(const uint8_t *board, int my, int opp, const int *weights) {
    Weights w = {weights[0], weights[1], weights[2], weights[3], {0}};
    weights_ready(&w);
    return evaluate(board, my, opp, &w);
}
