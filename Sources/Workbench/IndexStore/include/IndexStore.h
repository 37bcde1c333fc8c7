#ifndef WORKBENCH_INDEX_STORE_H
#define WORKBENCH_INDEX_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A string of the index store: not terminated, valid only during the callback that gives it.
typedef struct {
  const char *data;
  size_t length;
} workbench_index_string;

/// A symbol as the index store resolved it: its USR, name, kind and subkind (the values of
/// `indexstore_symbol_kind_t` and `indexstore_symbol_subkind_t`) and properties.
typedef struct {
  workbench_index_string usr;
  workbench_index_string name;
  int32_t kind;
  int32_t subkind;
  uint64_t properties;
} workbench_index_symbol;

/// How many relations an occurrence carries at most; more are counted in `dropped_relations`.
#define WORKBENCH_INDEX_RELATIONS 16

/// One occurrence of a symbol in a source file: where, in which roles (`indexstore_symbol_role_t`
/// bits: definition, reference, call, read, write, …) and its relations to other symbols (the
/// declaration that contains or calls it, the type it is a base of, the extension that extends
/// it), each with its role bits.
typedef struct {
  workbench_index_symbol symbol;
  uint64_t roles;
  unsigned line;
  unsigned column;
  size_t relation_count;
  size_t dropped_relations;
  workbench_index_symbol relations[WORKBENCH_INDEX_RELATIONS];
  uint64_t relation_roles[WORKBENCH_INDEX_RELATIONS];
} workbench_index_occurrence;

/// Whether to read a record (one source file of one unit): its module, file and record name.
typedef bool (*workbench_index_record_filter)(
  void *context, workbench_index_string module, workbench_index_string path,
  workbench_index_string record);

/// Receives each occurrence of the last record the filter accepted.
typedef void (*workbench_index_occurrence_receiver)(
  void *context, const workbench_index_occurrence *occurrence);

/// Reads the store at `store_path` with the `libIndexStore` at `library_path` (loaded at run
/// time with dlopen, so nothing links against it): every unit that is not a system unit, each
/// record it depends on that `filter` accepts, each of that record's occurrences given to
/// `receiver`.
///
/// Returns true on success; on failure, false with a message in `error` (at most `error_size`
/// bytes, terminated).
bool workbench_index_read(
  const char *library_path, const char *store_path, void *context,
  workbench_index_record_filter filter, workbench_index_occurrence_receiver receiver,
  char *error, size_t error_size);

#endif
