#if GRDB
  /// Why a file's schema is not this version's.
  struct SchemaMismatch: Error, CustomStringConvertible {
    var description: String
  }

  /// The file is another program's database.
  struct ForeignFile: Error {}
#endif
