import Foundation

/// One question a deferred finding's condition asked of the project index, in a form that can be
/// stored and asked again on a later run. A file's cached findings stand while every question its
/// conditions asked gets the same answer; when one does not (a view model gained tests, a type
/// became a view), the file is checked again even though its text did not change.
struct IndexQuery: Hashable, Sendable {
  enum Kind: String, Sendable {
    case roles, supertypes, declarations, hasSubtypes, isMainActorByDefault, memberWritten, initialized, testFiles
    /// The types that make instances of a type (`ProjectIndex.creators(of:)`).
    case creators
    /// Whether only previews make a type (`ProjectIndex.isMadeOnlyByPreviews(_:)`).
    case previewOnly
    case file
    /// The whole table of files or declarations was read: any change anywhere counts.
    case everything
  }

  var kind: Kind
  var name: String
  /// A second argument (the path of `isMemberWritten(_:outside:)`, the label of `isInitialized`).
  var detail: String

  init(_ kind: Kind, _ name: String, _ detail: String = "") {
    self.kind = kind
    self.name = name
    self.detail = detail
  }

  static let everything = IndexQuery(.everything, "")
}

/// Collects the questions asked of a recording `ProjectIndex`.
final class IndexReadRecorder: @unchecked Sendable {
  // Conditions are answered on one thread at a time; the lock keeps a stray concurrent use safe.
  private let lock = NSLock()
  private var queries: Set<IndexQuery> = []

  func note(_ query: IndexQuery) {
    lock.lock()
    queries.insert(query)
    lock.unlock()
  }

  var recorded: Set<IndexQuery> {
    lock.lock()
    defer { lock.unlock() }
    return queries
  }
}

/// A question with the digest of its answer when the findings were cached.
struct IndexRead: Hashable, Sendable {
  var query: IndexQuery
  var answer: StableDigest
}

/// Answers questions on one index, each once: many files ask about the same types.
final class IndexAnswers {
  let index: ProjectIndex
  private var known: [IndexQuery: StableDigest] = [:]

  init(index: ProjectIndex) {
    self.index = index
  }

  func answer(_ query: IndexQuery) -> StableDigest {
    if let digest = known[query] { return digest }
    let digest = index.answerDigest(query)
    known[query] = digest
    return digest
  }

  /// Whether every recorded question still gets the answer it got.
  func stillHold(_ reads: [IndexRead]) -> Bool {
    reads.allSatisfy { answer($0.query) == $0.answer }
  }
}

extension TypeFacts {
  /// Feeds every field, so two declarations digest alike only when they are alike.
  func combine(into hasher: inout StableHasher) {
    hasher.combine(name)
    hasher.combine(kind.rawValue)
    for list in [
      attributes, modifiers, inheritedTypes, propertyTypes, parameterTypes, propertyNames, caseNames, weakPropertyTypes,
      createdTypes, sharedInstanceTypes,
    ] {
      hasher.combine(list.count)
      for item in list { hasher.combine(item) }
    }
    hasher.combine(isNested)
    hasher.combine(hasMutableState)
    hasher.combine(hasInstanceMethods)
    hasher.combine(path)
    hasher.combine(module ?? "\u{0}none")
  }
}

extension FileFacts {
  func combine(into hasher: inout StableHasher) {
    hasher.combine(path)
    hasher.combine(module ?? "\u{0}none")
    hasher.combine(isTestFile)
    hasher.combine(isMainActorByDefault)
    hasher.combine(imports.count)
    for item in imports { hasher.combine(item) }
    hasher.combine(types.count)
    for type in types { type.combine(into: &hasher) }
    hasher.combine(sorted: mentionedNames)
    hasher.combine(sorted: writtenMemberNames)
    hasher.combine(initializerLabels.count)
    for name in initializerLabels.keys.sorted() {
      hasher.combine(name)
      hasher.combine(sorted: initializerLabels[name]!)
    }
    hasher.combine(sorted: previewCreatedTypes)
  }
}
