/* The endgame builder's per-level work in C: the same retrograde analysis as
 * wari_desktop/ai/endgame/build.py (numpy), giving the same bytes.
 *
 * A plain C99 library with no CPython API, loaded with ctypes by
 * wari_desktop/ai/endgame/_ccore.py (which releases the interpreter lock during every
 * call). Python keeps the table (three byte arrays over every board solved so far:
 * stored = value | CONVENTION, and the proven low and high bounds) and drives one level
 * at a time through a level object:
 *
 *   wari_eg_level_new(n)          the level of every board holding n seeds
 *   wari_eg_graph(...)            play every move of a range of its boards, in rank order:
 *                                 in-level children (quiet moves, grand slams included)
 *                                 and the best capture/famine exit, valued three ways
 *                                 (table value, proven low, proven high)
 *   wari_eg_fixpoints(level, s)   up to s sweeps of both fixpoints at once (0: exits by
 *                                 table values, giving lower/upper; 1: exits by the
 *                                 proven bounds, giving the proven interval)
 *   wari_eg_finish(...)           the cycle convention, and the level's bytes written
 *   wari_eg_bounds(...)           the lower/upper bounds (for the exact cycle search of
 *                                 levels of at most 4 seeds, which stays in Python)
 *   wari_eg_level_free(level)
 *
 * The fixpoint is the least one of lower = max(exit, max over children of n - upper(c))
 * and upper = max(exit, max over children of n - lower(c)), from lower = max(exit, 0) and
 * upper = n (boards without an in-level child: both the exit). The operator is monotone,
 * so chaotic (in-place, any order) iteration reaches the same extremal fixpoint as the
 * numpy builder's. Here: Gauss-Seidel sweeps in rank order over a worklist, the boards
 * whose bounds may change (a child's bounds changed since they were last evaluated; the
 * level's parent lists give them), until none is left. Both fixpoints run in the same
 * sweeps, their four bounds side by side in one 4-byte record per board, so that reading
 * a child's bounds costs one memory access. Memory per board of the level: 24 bytes of
 * children while it is played, then about 4 + 4 x (in-level moves, ~3) each for children
 * and parents, 4 of bounds and 6 more.
 *
 * Boards are 12 counts normalised to the mover (0..5 his, 6..11 the opponent's); ranks
 * are those of wari_desktop/ai/endgame/indexing.py. In-level indices and edge counts are
 * uint32, so levels go up to MAX_LEVEL_SEEDS seeds.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define WARI_API __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define WARI_API __attribute__((visibility("default")))
#else
#define WARI_API
#endif

#define WARI_EG_ABI 1 /* raised whenever a signature below changes */
#define WARI_BAD_INPUT (-1)
#define WARI_NO_MEMORY (-2)
#define WARI_BAD_STATE (-3)
#define WARI_BAD_TABLE (-4)

#define HOUSES 12
#define MAX_SEEDS 48
/* C(36, 11) = 600,805,296 boards: six times that still counts in uint32 (moves, edges). */
#define MAX_LEVEL_SEEDS 25
#define SLOTS (MAX_SEEDS + HOUSES + 1)
#define CONVENTION 0x80
#define VALUE_MASK 0x3F
#define OPPONENT_EMPTY 1
#define HAS_CHILDREN 2
#define NONE_BOUND 255 /* the sentinel slot's bounds: n - 255 never wins a max */

static uint64_t binomial[SLOTS][HOUSES + 1];
static int tables_ready = 0;

static void init_tables(void) {
    for (int p = 0; p < SLOTS; p++) {
        binomial[p][0] = 1;
        for (int k = 1; k <= HOUSES; k++)
            binomial[p][k] = p == 0 ? 0 : binomial[p - 1][k - 1] + binomial[p - 1][k];
    }
}

/* The number of boards holding exactly n seeds, and the index of the first of them. */
static uint64_t level_size(int n) { return binomial[n + HOUSES - 1][HOUSES - 1]; }
static uint64_t level_start(int n) { return binomial[n + HOUSES - 1][HOUSES]; }

/* The rank of a board within its level: sum over bars j of C(slot_j, j + 1). */
static uint64_t rank_in_level(const uint8_t *board) {
    uint64_t index = 0;
    int slot = 0;
    for (int j = 0; j < HOUSES - 1; j++) {
        slot += board[j];
        index += binomial[slot][j + 1];
        slot += 1;
    }
    return index;
}

/* The board of rank `rank` among those holding n seeds (the inverse of rank_in_level). */
static void unrank(int n, uint64_t rank, uint8_t *board) {
    int after = n + HOUSES - 1; /* the slot past the last bar */
    for (int j = HOUSES - 2; j >= 0; j--) {
        int slot = j;
        while (slot + 1 < after && binomial[slot + 1][j + 1] <= rank) slot++;
        rank -= binomial[slot][j + 1];
        board[j + 1] = (uint8_t)(after - slot - 1);
        after = slot;
    }
    board[0] = (uint8_t)after;
}

/* The next board in rank order (colex order of the bar slots): the lowest bar that can
 * move up does, and the bars below it go back to the bottom. */
static void next_board(uint8_t *board) {
    int j = 0;
    while (j < HOUSES - 1 && board[j + 1] == 0) j++;
    if (j == HOUSES - 1) return; /* the last board */
    uint8_t first = board[0];
    board[0] = 0;
    board[j] = (uint8_t)(first + 1);
    board[j + 1]--;
}

/* Play `house` on `board` (the rules of moves.py): 0 when illegal, else 1 with the seeds
 * captured (0 for a grand slam) and the child normalised for the opponent. */
static int play(const uint8_t *board, int house, int opponent_empty, int *captured,
                uint8_t *child) {
    int seeds = board[house];
    if (seeds == 0 || (opponent_empty && seeds < 6 - house)) return 0;
    uint8_t after[HOUSES];
    memcpy(after, board, HOUSES);
    after[house] = 0;
    int laps = seeds / 11, rest = seeds % 11;
    for (int step = 1; step <= 11; step++)
        after[(house + step) % HOUSES] += (uint8_t)(laps + (rest >= step));
    int last = (house + (seeds - 1) % 11 + 1) % HOUSES;
    int taken = 0, total = 0, opponent = 0, low = HOUSES;
    for (int j = HOUSES - 1; j >= 6; j--) {
        int count = after[j];
        opponent += count;
        taken = (count == 2 || count == 3) && (last == j || taken);
        if (taken) {
            total += count;
            low = j;
        }
    }
    if (total == opponent) total = 0; /* grand slam: nothing captured */
    if (total)
        for (int j = low; j <= last; j++) after[j] = 0;
    *captured = total;
    memcpy(child, after + 6, 6);
    memcpy(child + 6, after, 6);
    return 1;
}

typedef struct {
    int seeds;
    uint32_t size;
    uint32_t graphed;   /* boards played so far (wari_eg_graph goes in rank order) */
    /* While the level is played, size x 6 in-level children (`size` where the move is
     * not one); then compacted: board i's are children[first[i] .. first[i + 1]). */
    uint32_t *children;
    uint32_t *first;
    /* The boards having board c among their children:
     * parents[parent_first[c] .. parent_first[c + 1]). */
    uint32_t *parents;
    uint32_t *parent_first;
    uint8_t *dirty; /* the boards to evaluate again: a child's bounds changed since */
    int8_t *exits[3];   /* best exit by table value, by proven low, by proven high */
    uint8_t *own;
    uint8_t *flags;
    uint8_t *bounds; /* (size + 1) x [lower, upper of fixpoint 0, of fixpoint 1] */
    int state; /* of the fixpoints: 0 not started, 1 running, 2 done */
} Level;

static void level_free(Level *level) {
    if (!level) return;
    free(level->children);
    free(level->first);
    free(level->parents);
    free(level->parent_first);
    free(level->dirty);
    for (int k = 0; k < 3; k++) free(level->exits[k]);
    free(level->own);
    free(level->flags);
    free(level->bounds);
    free(level);
}

/* Exits of a board: the max of n - (child's byte in tables[k]) over its captures, -1
 * without one (own seeds when no move is legal). */
static int graph_board(Level *level, uint32_t index, const uint8_t *board,
                       const uint8_t *const tables[3], uint64_t table_length) {
    int n = level->seeds;
    int opponent_empty = 1, own = 0;
    for (int h = 0; h < 6; h++) own += board[h];
    for (int h = 6; h < HOUSES; h++)
        if (board[h]) opponent_empty = 0;
    int best[3] = {-1, -1, -1}, any_legal = 0, has_children = 0;
    uint32_t *children = level->children + (uint64_t)index * 6;
    for (int house = 0; house < 6; house++) {
        int captured;
        uint8_t child[HOUSES];
        children[house] = level->size;
        if (!play(board, house, opponent_empty, &captured, child)) continue;
        any_legal = 1;
        if (!captured) {
            children[house] = (uint32_t)rank_in_level(child);
            has_children = 1;
            continue;
        }
        uint64_t global = level_start(n - captured) + rank_in_level(child);
        if (global >= table_length) return WARI_BAD_INPUT;
        for (int k = 0; k < 3; k++) {
            int byte = k == 0 ? (tables[0][global] & VALUE_MASK) : tables[k][global];
            if (byte > n - captured) return WARI_BAD_TABLE;
            if (n - byte > best[k]) best[k] = n - byte;
        }
    }
    for (int k = 0; k < 3; k++)
        level->exits[k][index] = (int8_t)(any_legal ? best[k] : own); /* no move: famine */
    level->own[index] = (uint8_t)own;
    level->flags[index] = (uint8_t)((opponent_empty ? OPPONENT_EMPTY : 0) |
                                    (has_children ? HAS_CHILDREN : 0));
    return 0;
}

/* -- the C interface ----------------------------------------------------------------- */

/* The interface's version: the loader refuses a library of another one. Also makes the
 * binomial table (once; the loader calls this before anything else). */
WARI_API int wari_eg_abi(void) {
    if (!tables_ready) {
        init_tables();
        tables_ready = 1;
    }
    return WARI_EG_ABI;
}

WARI_API int wari_eg_max_level_seeds(void) { return MAX_LEVEL_SEEDS; }

/* The number of boards holding at most `seeds` seeds (0 when out of range). */
WARI_API unsigned long long wari_eg_table_size(int seeds) {
    if (seeds < 0 || seeds > MAX_SEEDS) return 0;
    return level_start(seeds + 1);
}

/* A new level of every board holding `seeds` seeds; NULL with *status set when the
 * seeds are out of range or memory is short. */
WARI_API Level *wari_eg_level_new(int seeds, int *status) {
    *status = WARI_BAD_INPUT;
    if (seeds < 0 || seeds > MAX_LEVEL_SEEDS) return NULL;
    *status = WARI_NO_MEMORY;
    Level *level = calloc(1, sizeof(Level));
    if (!level) return NULL;
    uint64_t size = level_size(seeds);
    level->seeds = seeds;
    level->size = (uint32_t)size;
    level->children = malloc(size * 6 * sizeof(uint32_t));
    int ok = level->children != NULL;
    for (int k = 0; k < 3; k++) ok &= (level->exits[k] = malloc(size)) != NULL;
    ok &= (level->own = malloc(size)) != NULL;
    ok &= (level->flags = malloc(size)) != NULL;
    if (!ok) {
        level_free(level);
        return NULL;
    }
    *status = 0;
    return level;
}

WARI_API void wari_eg_level_free(Level *level) { level_free(level); }

/* Play every move of the `count` boards from in-level rank `first` (which must be the
 * first not yet played). `stored`, `low`, `high` hold the table of every lower level
 * (`length` bytes each, at least up to this level). 0, or a negative status. */
WARI_API int wari_eg_graph(Level *level, const uint8_t *stored, const uint8_t *low,
                           const uint8_t *high, unsigned long long length,
                           unsigned long long first, unsigned long long count) {
    if (!level || !stored || !low || !high) return WARI_BAD_INPUT;
    if (length < level_start(level->seeds)) return WARI_BAD_INPUT;
    if (first != level->graphed || count > level->size - first) return WARI_BAD_STATE;
    /* exit for the lower bound: n - the child's high; for the upper: n - its low */
    const uint8_t *const tables[3] = {stored, high, low};
    uint8_t board[HOUSES];
    if (count == 0) return 0;
    unrank(level->seeds, first, board);
    for (uint64_t i = 0; i < count; i++) {
        int status = graph_board(level, (uint32_t)(first + i), board, tables, length);
        if (status) return status;
        next_board(board);
    }
    level->graphed += (uint32_t)count;
    return 0;
}

/* The in-level children in compact form (first/children), and the parents. */
static int make_edges(Level *level) {
    uint32_t size = level->size, edges = 0;
    uint32_t *children = level->children;
    level->first = malloc(((uint64_t)size + 1) * sizeof(uint32_t));
    level->parent_first = calloc((uint64_t)size + 1, sizeof(uint32_t));
    if (!level->first || !level->parent_first) return WARI_NO_MEMORY;
    for (uint64_t i = 0; i < size; i++) { /* in place: edges <= 6 i + h */
        level->first[i] = edges;
        for (int h = 0; h < 6; h++)
            if (children[6 * i + h] < size) children[edges++] = children[6 * i + h];
    }
    level->first[size] = edges;
    uint32_t *smaller = realloc(children, ((uint64_t)edges + 1) * sizeof(uint32_t));
    if (smaller) level->children = children = smaller;
    level->parents = malloc(((uint64_t)edges + 1) * sizeof(uint32_t));
    if (!level->parents) return WARI_NO_MEMORY;
    uint32_t *ends = level->parent_first; /* counts, then the end of each block */
    for (uint32_t e = 0; e < edges; e++) ends[children[e]]++;
    for (uint32_t c = 1; c <= size; c++) ends[c] += ends[c - 1];
    for (uint32_t i = 0; i < size; i++) /* filled from each block's end: ends become starts */
        for (uint32_t e = level->first[i]; e < level->first[i + 1]; e++)
            level->parents[--ends[children[e]]] = i;
    return 0;
}

/* Start both fixpoints: the edges, the bounds' starting values, every open board dirty. */
static int fixpoints_start(Level *level) {
    uint32_t size = level->size;
    int n = level->seeds;
    int status = make_edges(level);
    if (status) return status;
    uint8_t *bounds = malloc(((uint64_t)size + 1) * 4);
    level->bounds = bounds;
    level->dirty = malloc((uint64_t)size + 1);
    if (!bounds || !level->dirty) return WARI_NO_MEMORY;
    for (uint32_t i = 0; i < size; i++) {
        int children = level->flags[i] & HAS_CHILDREN;
        for (int k = 0; k < 2; k++) {
            int exit_lower = level->exits[k == 0 ? 0 : 1][i];
            int exit_upper = level->exits[k == 0 ? 0 : 2][i];
            int low = exit_lower > 0 ? exit_lower : 0;
            bounds[4 * (uint64_t)i + 2 * k] = (uint8_t)(children ? low : exit_lower);
            bounds[4 * (uint64_t)i + 2 * k + 1] = (uint8_t)(children ? n : exit_upper);
        }
        const uint8_t *b = bounds + 4 * (uint64_t)i;
        level->dirty[i] = b[0] < b[1] || b[2] < b[3];
    }
    level->dirty[size] = 0;
    memset(bounds + 4 * (uint64_t)size, NONE_BOUND, 4);
    level->state = 1;
    return 0;
}

/* New bounds of board i for both fixpoints (see the file's comment); whether any
 * changed. A settled fixpoint (lower = upper) gives its bounds back unchanged. */
static int update_board(Level *level, uint32_t i) {
    int n = level->seeds;
    const uint32_t *children = level->children;
    uint8_t *bounds = level->bounds;
    int low0 = level->exits[0][i], high0 = low0;
    int low1 = level->exits[1][i], high1 = level->exits[2][i];
    for (uint32_t e = level->first[i]; e < level->first[i + 1]; e++) {
        const uint8_t *c = bounds + 4 * (uint64_t)children[e];
        if (n - c[1] > low0) low0 = n - c[1];
        if (n - c[0] > high0) high0 = n - c[0];
        if (n - c[3] > low1) low1 = n - c[3];
        if (n - c[2] > high1) high1 = n - c[2];
    }
    uint8_t *b = bounds + 4 * (uint64_t)i;
    if (low0 == b[0] && high0 == b[1] && low1 == b[2] && high1 == b[3]) return 0;
    b[0] = (uint8_t)low0;
    b[1] = (uint8_t)high0;
    b[2] = (uint8_t)low1;
    b[3] = (uint8_t)high1;
    return 1;
}

static int still_open(const Level *level, uint32_t i) {
    const uint8_t *b = level->bounds + 4 * (uint64_t)i;
    return b[0] < b[1] || b[2] < b[3];
}

/* One Gauss-Seidel sweep in rank order over the dirty boards whose bounds still differ
 * in either fixpoint (a board whose bounds met cannot change); a board that changes makes
 * its parents dirty. Whether a parent at or before it was, so another sweep is due. */
static int fixpoints_sweep(Level *level) {
    uint32_t size = level->size;
    uint8_t *dirty = level->dirty;
    const uint32_t *parents = level->parents, *parent_first = level->parent_first;
    int again = 0;
    for (uint32_t i = 0; i < size; i++) {
        uint64_t eight;
        if ((i & 7) == 0 && size - i >= 8 && (memcpy(&eight, dirty + i, 8), eight == 0)) {
            i += 7; /* eight clean boards */
            continue;
        }
        if (!dirty[i]) continue;
        dirty[i] = 0;
        if (!still_open(level, i) || !update_board(level, i)) continue;
        for (uint32_t e = parent_first[i]; e < parent_first[i + 1]; e++) {
            uint32_t parent = parents[e];
            if (!dirty[parent]) {
                dirty[parent] = 1;
                again |= parent <= i;
            }
        }
    }
    return again;
}

/* Up to `sweeps` sweeps of both fixpoints (0: exits by table values, the lower/upper
 * bounds; 1: exits by proven bounds, the proven interval), after the whole level was
 * played. 1 while they have not converged, 0 once they have, or a negative status. */
WARI_API int wari_eg_fixpoints(Level *level, int sweeps) {
    if (!level || sweeps < 1) return WARI_BAD_INPUT;
    if (level->graphed != level->size) return WARI_BAD_STATE;
    if (level->state == 2) return 0;
    if (level->state == 0) {
        int status = fixpoints_start(level);
        if (status) return status;
    }
    for (int s = 0; s < sweeps; s++) {
        if (!fixpoints_sweep(level)) {
            level->state = 2;
            free(level->dirty);
            level->dirty = NULL;
            return 0;
        }
    }
    return 1;
}

static uint8_t clip(int value, int low, int high) {
    return (uint8_t)(value < low ? low : value > high ? high : value);
}

/* The level's values and bytes (both fixpoints done): where the bounds differ, the own
 * split clipped to them, or when the opponent's side is empty the best move with each
 * in-level child valued by its clipped own split, clipped again (build._convention).
 * Writes stored (value | CONVENTION where the proven bounds differ), low and high for
 * every board of the level (`length` bytes each, covering it). */
WARI_API int wari_eg_finish(Level *level, uint8_t *stored, uint8_t *low, uint8_t *high,
                            unsigned long long length) {
    if (!level || !stored || !low || !high) return WARI_BAD_INPUT;
    if (length < level_start(level->seeds + 1)) return WARI_BAD_INPUT;
    if (level->state != 2) return WARI_BAD_STATE;
    int n = level->seeds;
    uint32_t size = level->size;
    uint8_t *clipped = (uint8_t *)level->exits[1]; /* no longer needed: reused */
    for (uint32_t i = 0; i < size; i++) {
        const uint8_t *b = level->bounds + 4 * (uint64_t)i;
        clipped[i] = clip(level->own[i], b[0], b[1]);
    }
    uint64_t start = level_start(n);
    for (uint32_t i = 0; i < size; i++) {
        const uint8_t *b = level->bounds + 4 * (uint64_t)i;
        uint8_t value = clipped[i];
        if (b[0] < b[1] && (level->flags[i] & OPPONENT_EMPTY)) {
            int best = level->exits[0][i];
            for (uint32_t e = level->first[i]; e < level->first[i + 1]; e++)
                if (n - clipped[level->children[e]] > best)
                    best = n - clipped[level->children[e]];
            value = clip(best, b[0], b[1]);
        }
        uint8_t proven_low = b[2], proven_high = b[3];
        stored[start + i] = (uint8_t)(value | (proven_low < proven_high ? CONVENTION : 0));
        low[start + i] = proven_low;
        high[start + i] = proven_high;
    }
    return 0;
}

/* Copy the bounds of fixpoint k (`count` = the level's size) into lower and upper. */
WARI_API int wari_eg_bounds(const Level *level, int k, uint8_t *lower, uint8_t *upper,
                            unsigned long long count) {
    if (!level || !lower || !upper || k < 0 || k > 1) return WARI_BAD_INPUT;
    if (count != level->size) return WARI_BAD_INPUT;
    if (level->state != 2) return WARI_BAD_STATE;
    for (uint64_t i = 0; i < count; i++) {
        lower[i] = level->bounds[4 * i + 2 * k];
        upper[i] = level->bounds[4 * i + 2 * k + 1];
    }
    return 0;
}

/* The board of in-level rank `rank` among those holding `seeds` seeds (for tests). */
WARI_API int wari_eg_unrank(int seeds, unsigned long long rank, uint8_t *board) {
    if (seeds < 0 || seeds > MAX_SEEDS || !board || rank >= level_size(seeds))
        return WARI_BAD_INPUT;
    unrank(seeds, rank, board);
    return 0;
}
