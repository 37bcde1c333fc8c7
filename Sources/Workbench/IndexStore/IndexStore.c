#include "IndexStore.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few entry points of the toolchain's indexstore.h (API 0.16) this reader uses, with their
// opaque types: the `_f` variants, which take a function pointer and a context, not a block.
typedef void *indexstore_t;
typedef void *indexstore_error_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;
typedef void *indexstore_symbol_relation_t;
typedef workbench_index_string indexstore_string_ref_t;

enum { DEPENDENCY_RECORD = 2 };

static struct {
  const char *(*error_get_description)(indexstore_error_t);
  void (*error_dispose)(indexstore_error_t);
  indexstore_t (*store_create)(const char *, indexstore_error_t *);
  void (*store_dispose)(indexstore_t);
  bool (*store_units_apply_f)(
    indexstore_t, unsigned, void *, bool (*)(void *, indexstore_string_ref_t));
  indexstore_unit_reader_t (*unit_reader_create)(indexstore_t, const char *, indexstore_error_t *);
  void (*unit_reader_dispose)(indexstore_unit_reader_t);
  bool (*unit_reader_is_system_unit)(indexstore_unit_reader_t);
  indexstore_string_ref_t (*unit_reader_get_module_name)(indexstore_unit_reader_t);
  bool (*unit_reader_dependencies_apply_f)(
    indexstore_unit_reader_t, void *, bool (*)(void *, indexstore_unit_dependency_t));
  int (*unit_dependency_get_kind)(indexstore_unit_dependency_t);
  bool (*unit_dependency_is_system)(indexstore_unit_dependency_t);
  indexstore_string_ref_t (*unit_dependency_get_filepath)(indexstore_unit_dependency_t);
  indexstore_string_ref_t (*unit_dependency_get_name)(indexstore_unit_dependency_t);
  indexstore_record_reader_t (*record_reader_create)(
    indexstore_t, const char *, indexstore_error_t *);
  void (*record_reader_dispose)(indexstore_record_reader_t);
  bool (*record_reader_occurrences_apply_f)(
    indexstore_record_reader_t, void *, bool (*)(void *, indexstore_occurrence_t));
  indexstore_symbol_t (*occurrence_get_symbol)(indexstore_occurrence_t);
  uint64_t (*occurrence_get_roles)(indexstore_occurrence_t);
  void (*occurrence_get_line_col)(indexstore_occurrence_t, unsigned *, unsigned *);
  bool (*occurrence_relations_apply_f)(
    indexstore_occurrence_t, void *, bool (*)(void *, indexstore_symbol_relation_t));
  uint64_t (*relation_get_roles)(indexstore_symbol_relation_t);
  indexstore_symbol_t (*relation_get_symbol)(indexstore_symbol_relation_t);
  int (*symbol_get_kind)(indexstore_symbol_t);
  int (*symbol_get_subkind)(indexstore_symbol_t);
  uint64_t (*symbol_get_properties)(indexstore_symbol_t);
  indexstore_string_ref_t (*symbol_get_name)(indexstore_symbol_t);
  indexstore_string_ref_t (*symbol_get_usr)(indexstore_symbol_t);
} api;

static bool loaded = false;

// Loads the library once; the Swift reader calls in under one lock, so no two threads load it.
static bool load(const char *library_path, char *error, size_t error_size) {
  if (loaded) return true;
  void *library = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(error, error_size, "cannot load %s: %s", library_path, dlerror());
    return false;
  }
#define LOAD(field, symbol)                                                              \
  *(void **)(&api.field) = dlsym(library, "indexstore_" symbol);                         \
  if (!api.field) {                                                                      \
    snprintf(error, error_size, "%s has no indexstore_%s", library_path, symbol);       \
    return false;                                                                        \
  }
  LOAD(error_get_description, "error_get_description")
  LOAD(error_dispose, "error_dispose")
  LOAD(store_create, "store_create")
  LOAD(store_dispose, "store_dispose")
  LOAD(store_units_apply_f, "store_units_apply_f")
  LOAD(unit_reader_create, "unit_reader_create")
  LOAD(unit_reader_dispose, "unit_reader_dispose")
  LOAD(unit_reader_is_system_unit, "unit_reader_is_system_unit")
  LOAD(unit_reader_get_module_name, "unit_reader_get_module_name")
  LOAD(unit_reader_dependencies_apply_f, "unit_reader_dependencies_apply_f")
  LOAD(unit_dependency_get_kind, "unit_dependency_get_kind")
  LOAD(unit_dependency_is_system, "unit_dependency_is_system")
  LOAD(unit_dependency_get_filepath, "unit_dependency_get_filepath")
  LOAD(unit_dependency_get_name, "unit_dependency_get_name")
  LOAD(record_reader_create, "record_reader_create")
  LOAD(record_reader_dispose, "record_reader_dispose")
  LOAD(record_reader_occurrences_apply_f, "record_reader_occurrences_apply_f")
  LOAD(occurrence_get_symbol, "occurrence_get_symbol")
  LOAD(occurrence_get_roles, "occurrence_get_roles")
  LOAD(occurrence_get_line_col, "occurrence_get_line_col")
  LOAD(occurrence_relations_apply_f, "occurrence_relations_apply_f")
  LOAD(relation_get_roles, "symbol_relation_get_roles")
  LOAD(relation_get_symbol, "symbol_relation_get_symbol")
  LOAD(symbol_get_kind, "symbol_get_kind")
  LOAD(symbol_get_subkind, "symbol_get_subkind")
  LOAD(symbol_get_properties, "symbol_get_properties")
  LOAD(symbol_get_name, "symbol_get_name")
  LOAD(symbol_get_usr, "symbol_get_usr")
#undef LOAD
  loaded = true;
  return true;
}

static workbench_index_symbol describe(indexstore_symbol_t symbol) {
  workbench_index_symbol described;
  described.usr = api.symbol_get_usr(symbol);
  described.name = api.symbol_get_name(symbol);
  described.kind = api.symbol_get_kind(symbol);
  described.subkind = api.symbol_get_subkind(symbol);
  described.properties = api.symbol_get_properties(symbol);
  return described;
}

typedef struct {
  indexstore_t store;
  void *context;
  workbench_index_record_filter filter;
  workbench_index_occurrence_receiver receiver;
  workbench_index_string module;
  indexstore_unit_reader_t unit;
  workbench_index_occurrence occurrence;
  char name[4096];
} walk;

static bool copy(char *buffer, size_t size, workbench_index_string string) {
  if (string.length + 1 > size) return false;
  memcpy(buffer, string.data, string.length);
  buffer[string.length] = 0;
  return true;
}

static bool relation(void *context, indexstore_symbol_relation_t related) {
  workbench_index_occurrence *occurrence = context;
  if (occurrence->relation_count == WORKBENCH_INDEX_RELATIONS) {
    occurrence->dropped_relations += 1;
    return true;
  }
  occurrence->relations[occurrence->relation_count] = describe(api.relation_get_symbol(related));
  occurrence->relation_roles[occurrence->relation_count] = api.relation_get_roles(related);
  occurrence->relation_count += 1;
  return true;
}

static bool occurrence(void *context, indexstore_occurrence_t found) {
  walk *state = context;
  workbench_index_occurrence *occurrence = &state->occurrence;
  occurrence->symbol = describe(api.occurrence_get_symbol(found));
  occurrence->roles = api.occurrence_get_roles(found);
  api.occurrence_get_line_col(found, &occurrence->line, &occurrence->column);
  occurrence->relation_count = 0;
  occurrence->dropped_relations = 0;
  api.occurrence_relations_apply_f(found, occurrence, relation);
  state->receiver(state->context, occurrence);
  return true;
}

static bool dependency(void *context, indexstore_unit_dependency_t dependency) {
  walk *state = context;
  if (api.unit_dependency_get_kind(dependency) != DEPENDENCY_RECORD) return true;
  if (api.unit_dependency_is_system(dependency)) return true;
  workbench_index_string record = api.unit_dependency_get_name(dependency);
  workbench_index_string path = api.unit_dependency_get_filepath(dependency);
  if (!state->filter(state->context, state->module, path, record)) return true;
  if (!copy(state->name, sizeof state->name, record)) return true;
  indexstore_error_t error = NULL;
  indexstore_record_reader_t reader = api.record_reader_create(state->store, state->name, &error);
  if (!reader) {
    if (error) api.error_dispose(error);
    return true;
  }
  api.record_reader_occurrences_apply_f(reader, state, occurrence);
  api.record_reader_dispose(reader);
  return true;
}

static bool unit(void *context, indexstore_string_ref_t name) {
  walk *state = context;
  char unit_name[4096];
  if (!copy(unit_name, sizeof unit_name, name)) return true;
  indexstore_error_t error = NULL;
  indexstore_unit_reader_t reader = api.unit_reader_create(state->store, unit_name, &error);
  if (!reader) {
    if (error) api.error_dispose(error);
    return true;
  }
  if (!api.unit_reader_is_system_unit(reader)) {
    state->module = api.unit_reader_get_module_name(reader);
    state->unit = reader;
    api.unit_reader_dependencies_apply_f(reader, state, dependency);
  }
  api.unit_reader_dispose(reader);
  return true;
}

bool workbench_index_read(
  const char *library_path, const char *store_path, void *context,
  workbench_index_record_filter filter, workbench_index_occurrence_receiver receiver,
  char *error, size_t error_size) {
  if (!load(library_path, error, error_size)) return false;
  indexstore_error_t failure = NULL;
  indexstore_t store = api.store_create(store_path, &failure);
  if (!store) {
    snprintf(
      error, error_size, "cannot open the index store %s: %s", store_path,
      failure ? api.error_get_description(failure) : "unknown error");
    if (failure) api.error_dispose(failure);
    return false;
  }
  walk *state = calloc(1, sizeof *state);
  if (!state) {
    snprintf(error, error_size, "out of memory reading %s", store_path);
    api.store_dispose(store);
    return false;
  }
  state->store = store;
  state->context = context;
  state->filter = filter;
  state->receiver = receiver;
  api.store_units_apply_f(store, 0, state, unit);
  free(state);
  api.store_dispose(store);
  return true;
}
