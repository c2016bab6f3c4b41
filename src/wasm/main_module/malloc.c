/* zobrist.wasm's allocator, in place of emmalloc, which took 2.3 KB more of
 * a 32 KiB module. The main module allocates little, and in few sizes:
 * positions and their histories, key sets, the glue's scratch regions. So
 * blocks are powers of two from 32 bytes, each with a 16-byte header that
 * holds its size class; a freed block goes on its class's list and is reused
 * whole, and new blocks come from the end of the heap, growing memory as
 * needed. No splitting or merging: a block is at most twice what was asked
 * (plus the header), and a freed block serves only its own class.
 * zobrist-all.wasm, whose transposition tables and audit take hundreds of
 * MB, keeps emmalloc. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define HEADER 16     /* keeps payloads 16-aligned, as max_align_t wants */
#define MIN_CLASS 5   /* 32-byte blocks */
#define MAX_CLASS 30  /* 1 GiB */
#define PAGE 65536

typedef struct free_block {
    struct free_block *next;
} free_block;

static free_block *free_lists[MAX_CLASS + 1];

extern unsigned char __heap_base; /* set by the linker: after the data and the stack */
static uintptr_t heap_end;        /* where the next new block goes */

/* A new block of size bytes at the end of the heap; NULL if memory cannot
 * grow that far. */
static char *new_block(size_t size)
{
    if (!heap_end)
        heap_end = ((uintptr_t)&__heap_base + HEADER - 1) & ~(uintptr_t)(HEADER - 1);
    uint64_t end = (uint64_t)heap_end + size, have = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
    if (end > have && __builtin_wasm_memory_grow(0, (size_t)((end - have + PAGE - 1) / PAGE)) == (size_t)-1)
        return NULL;
    char *block = (char *)heap_end;
    heap_end = (uintptr_t)end;
    return block;
}

static unsigned class_of_size(size_t size)
{
    unsigned c = MIN_CLASS;
    while (c <= MAX_CLASS && ((size_t)1 << c) - HEADER < size)
        c++;
    return c;
}

static unsigned *header_of(void *payload) { return (unsigned *)((char *)payload - HEADER); }

void *malloc(size_t size)
{
    unsigned c = class_of_size(size);
    if (c > MAX_CLASS)
        return NULL;
    char *block = (char *)free_lists[c];
    if (block) {
        free_lists[c] = ((free_block *)block)->next;
    } else if (!(block = new_block((size_t)1 << c))) {
        return NULL;
    }
    *(unsigned *)block = c;
    return block + HEADER;
}

void free(void *payload)
{
    if (!payload)
        return;
    unsigned c = *header_of(payload);
    free_block *block = (free_block *)header_of(payload);
    block->next = free_lists[c];
    free_lists[c] = block;
}

void *calloc(size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    void *payload = malloc(count * size);
    if (payload)
        memset(payload, 0, count * size);
    return payload;
}

void *realloc(void *payload, size_t size)
{
    if (!payload)
        return malloc(size);
    size_t room = ((size_t)1 << *header_of(payload)) - HEADER;
    if (size <= room)
        return payload;
    void *moved = malloc(size);
    if (moved) {
        memcpy(moved, payload, room);
        free(payload);
    }
    return moved;
}
