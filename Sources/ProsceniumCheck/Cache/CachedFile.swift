/// What the cache keeps of one file: its index facts, valid while its text and the few things
/// that shape the facts are unchanged, and the findings of its last check, valid while the rules
/// and settings that applied are unchanged and the project facts its conditions read still give
/// the same answers.
struct CachedFile: Sendable, Equatable {
  /// The digest of the file's text, path, module and the settings the facts depend on.
  var factsKey: StableDigest
  var facts: FileFacts
  var lineCount: Int
  /// The findings of the last check that reported on the file; `nil` when it was only indexed.
  var result: CachedResult?
}

struct CachedResult: Sendable, Equatable {
  /// The digest of `factsKey` with the rules, their options and the file's settings (not the
  /// severities: rules never see them, so a changed severity is applied to the cached findings).
  var key: StableDigest
  var findings: [Finding]
  /// The findings that waited on a project-wide question, in the order the rules raised them.
  var deferred: [CachedDeferred]
  /// Every question the conditions asked, with its answer's digest.
  var reads: [IndexRead]
  var skipReason: String?
  /// Whether the findings carry their baseline fingerprints. A run that needs them (a baseline
  /// read or written) checks a file again whose cached findings lack them; one that does not
  /// takes either.
  var fingerprinted = false
}

struct CachedDeferred: Sendable, Equatable {
  var finding: Finding
  /// Whether the condition held when the reads were recorded.
  var holds: Bool
}

/// The contents of one cache file: the files of one set of project roots, by absolute path.
struct CacheContents: Sendable, Equatable {
  var files: [String: CachedFile]
}

/// What a cached run took from the cache and what it checked, for `check --verbose` and tests.
package struct CacheStatistics: Sendable, Equatable {
  /// The cache file read and written.
  package var cacheFile: String
  /// Files whose facts, and findings when reported on, came from the cache: not parsed.
  package var reused = 0
  /// Files parsed because they are new, their text changed or the rules that apply changed, as
  /// findings name them.
  package var checked: [String] = []
  /// Files parsed though their text and rules did not change, because project facts their
  /// findings depend on did (a type became a view, a view model gained tests).
  package var recheckedForFacts: [String] = []

  package init(cacheFile: String) {
    self.cacheFile = cacheFile
  }
}
