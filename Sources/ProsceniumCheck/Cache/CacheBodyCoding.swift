import ProsceniumSyntax

/// How the contents of a cache file map to bytes (see docs/cache.md, "The file"). Every field is
/// written in declaration order; sets are written sorted, so the same contents always give the
/// same bytes. A change here, or to the meaning of a field, raises `CheckCacheStore.formatVersion`.
extension CacheContents {
  /// The body: the string table, then the number of files and each file's path and entry, in
  /// path order.
  func encodedBody() -> [UInt8] {
    var writer = CacheByteWriter()
    writer.count(files.count)
    for path in files.keys.sorted() {
      writer.string(path)
      files[path]!.write(to: &writer)
    }
    return writer.finish()
  }

  /// The contents `encodedBody()` wrote, or `nil` for bytes it did not write.
  init?(decodingBody body: UnsafeRawBufferPointer) {
    do {
      var reader = try CacheByteReader(body: body)
      let count = try reader.count()
      var files: [String: CachedFile] = [:]
      files.reserveCapacity(count)
      for _ in 0..<count {
        let path = try reader.string()
        files[path] = try CachedFile(from: &reader)
      }
      guard reader.isAtEnd, files.count == count else { return nil }
      self.init(files: files)
    } catch {
      return nil
    }
  }
}

extension CachedFile {
  func write(to writer: inout CacheByteWriter) {
    writer.digest(factsKey)
    facts.write(to: &writer)
    writer.int(lineCount)
    writer.bool(result != nil)
    result?.write(to: &writer)
  }

  init(from reader: inout CacheByteReader) throws {
    let factsKey = try reader.digest()
    let facts = try FileFacts(from: &reader)
    let lineCount = try reader.int()
    let result = try reader.bool() ? try CachedResult(from: &reader) : nil
    self.init(factsKey: factsKey, facts: facts, lineCount: lineCount, result: result)
  }
}

extension CachedResult {
  func write(to writer: inout CacheByteWriter) {
    writer.digest(key)
    writer.count(findings.count)
    for finding in findings { finding.write(to: &writer) }
    writer.count(deferred.count)
    for item in deferred {
      item.finding.write(to: &writer)
      writer.bool(item.holds)
    }
    writer.count(reads.count)
    for read in reads {
      writer.byte(read.query.kind.code)
      writer.string(read.query.name)
      writer.string(read.query.detail)
      writer.digest(read.answer)
    }
    writer.optionalString(skipReason)
    writer.bool(fingerprinted)
  }

  init(from reader: inout CacheByteReader) throws {
    let key = try reader.digest()
    var findings: [Finding] = []
    let findingCount = try reader.count()
    findings.reserveCapacity(findingCount)
    for _ in 0..<findingCount { findings.append(try Finding(from: &reader)) }
    var deferred: [CachedDeferred] = []
    let deferredCount = try reader.count()
    deferred.reserveCapacity(deferredCount)
    for _ in 0..<deferredCount {
      let finding = try Finding(from: &reader)
      deferred.append(CachedDeferred(finding: finding, holds: try reader.bool()))
    }
    var reads: [IndexRead] = []
    let readCount = try reader.count()
    reads.reserveCapacity(readCount)
    for _ in 0..<readCount {
      let kind = try IndexQuery.Kind(code: reader.byte())
      let name = try reader.string()
      let detail = try reader.string()
      reads.append(IndexRead(query: IndexQuery(kind, name, detail), answer: try reader.digest()))
    }
    let skipReason = try reader.optionalString()
    self.init(
      key: key, findings: findings, deferred: deferred, reads: reads, skipReason: skipReason,
      fingerprinted: try reader.bool())
  }
}

extension FileFacts {
  func write(to writer: inout CacheByteWriter) {
    writer.string(path)
    writer.optionalString(module)
    writer.bool(isTestFile)
    writer.bool(isMainActorByDefault)
    writer.strings(imports)
    writer.count(types.count)
    for type in types { type.write(to: &writer) }
    writer.sortedStrings(mentionedNames)
    writer.sortedStrings(writtenMemberNames)
    writer.count(initializerLabels.count)
    for name in initializerLabels.keys.sorted() {
      writer.string(name)
      writer.sortedStrings(initializerLabels[name]!)
    }
    writer.sortedStrings(previewCreatedTypes)
  }

  init(from reader: inout CacheByteReader) throws {
    let path = try reader.string()
    let module = try reader.optionalString()
    let isTestFile = try reader.bool()
    let isMainActorByDefault = try reader.bool()
    let imports = try reader.strings()
    var types: [TypeFacts] = []
    let typeCount = try reader.count()
    types.reserveCapacity(typeCount)
    for _ in 0..<typeCount { types.append(try TypeFacts(from: &reader)) }
    self.init(path: path, module: module, isTestFile: isTestFile, imports: imports, types: types)
    self.isMainActorByDefault = isMainActorByDefault
    mentionedNames = try reader.stringSet()
    writtenMemberNames = try reader.stringSet()
    let labelCount = try reader.count()
    var labels: [String: Set<String>] = [:]
    labels.reserveCapacity(labelCount)
    for _ in 0..<labelCount {
      let name = try reader.string()
      labels[name] = try reader.stringSet()
    }
    initializerLabels = labels
    previewCreatedTypes = try reader.stringSet()
  }
}

extension TypeFacts {
  func write(to writer: inout CacheByteWriter) {
    writer.string(name)
    writer.byte(kind.code)
    writer.strings(attributes)
    writer.strings(modifiers)
    writer.strings(inheritedTypes)
    writer.strings(propertyTypes)
    writer.strings(parameterTypes)
    writer.bool(isNested)
    writer.bool(hasMutableState)
    writer.bool(hasInstanceMethods)
    writer.strings(propertyNames)
    writer.strings(caseNames)
    writer.strings(weakPropertyTypes)
    writer.strings(createdTypes)
    writer.strings(sharedInstanceTypes)
    writer.string(path)
    writer.optionalString(module)
  }

  init(from reader: inout CacheByteReader) throws {
    let name = try reader.string()
    let kind = try Kind(code: reader.byte())
    let attributes = try reader.strings()
    let modifiers = try reader.strings()
    let inheritedTypes = try reader.strings()
    let propertyTypes = try reader.strings()
    let parameterTypes = try reader.strings()
    let isNested = try reader.bool()
    let hasMutableState = try reader.bool()
    let hasInstanceMethods = try reader.bool()
    let propertyNames = try reader.strings()
    let caseNames = try reader.strings()
    let weakPropertyTypes = try reader.strings()
    let createdTypes = try reader.strings()
    let sharedInstanceTypes = try reader.strings()
    let path = try reader.string()
    let module = try reader.optionalString()
    self.init(
      name: name, kind: kind, attributes: attributes, modifiers: modifiers, inheritedTypes: inheritedTypes,
      propertyTypes: propertyTypes, parameterTypes: parameterTypes, path: path, module: module)
    self.isNested = isNested
    self.hasMutableState = hasMutableState
    self.hasInstanceMethods = hasInstanceMethods
    self.propertyNames = propertyNames
    self.caseNames = caseNames
    self.weakPropertyTypes = weakPropertyTypes
    self.createdTypes = createdTypes
    self.sharedInstanceTypes = sharedInstanceTypes
  }
}

extension Finding {
  func write(to writer: inout CacheByteWriter) {
    writer.string(ruleID)
    writer.byte(severity.code)
    writer.string(path)
    writer.int(start.line)
    writer.int(start.column)
    writer.int(end.line)
    writer.int(end.column)
    writer.int(offset)
    writer.string(message)
    writer.bool(fix != nil)
    if let fix {
      writer.string(fix.summary)
      writer.count(fix.edits.count)
      for edit in fix.edits {
        writer.int(edit.start)
        writer.int(edit.end)
        writer.string(edit.replacement)
      }
    }
    writer.optionalString(fingerprint)
  }

  init(from reader: inout CacheByteReader) throws {
    let ruleID = try reader.string()
    let severity = try Severity(code: reader.byte())
    let path = try reader.string()
    let start = SourcePosition(line: try reader.int(), column: try reader.int())
    let end = SourcePosition(line: try reader.int(), column: try reader.int())
    let offset = try reader.int()
    let message = try reader.string()
    var fix: Fix?
    if try reader.bool() {
      let summary = try reader.string()
      let editCount = try reader.count()
      var edits: [TextEdit] = []
      edits.reserveCapacity(editCount)
      for _ in 0..<editCount {
        edits.append(TextEdit(start: try reader.int(), end: try reader.int(), replacement: try reader.string()))
      }
      fix = Fix(summary: summary, edits: edits)
    }
    self.init(
      ruleID: ruleID, severity: severity, path: path, start: start, end: end, offset: offset, message: message,
      fix: fix)
    fingerprint = try reader.optionalString()
  }
}

// Enumerations are written as fixed one-byte codes; the switches are exhaustive, so a new case
// cannot be added without giving it a code here (and raising the format version).

extension TypeFacts.Kind {
  var code: UInt8 {
    switch self {
    case .struct: 0
    case .class: 1
    case .enum: 2
    case .actor: 3
    case .protocol: 4
    case .extension: 5
    }
  }

  init(code: UInt8) throws {
    switch code {
    case 0: self = .struct
    case 1: self = .class
    case 2: self = .enum
    case 3: self = .actor
    case 4: self = .protocol
    case 5: self = .extension
    default: throw CacheByteReader.Malformed()
    }
  }
}

extension Severity {
  var code: UInt8 {
    switch self {
    case .warning: 0
    case .error: 1
    }
  }

  init(code: UInt8) throws {
    switch code {
    case 0: self = .warning
    case 1: self = .error
    default: throw CacheByteReader.Malformed()
    }
  }
}

extension IndexQuery.Kind {
  var code: UInt8 {
    switch self {
    case .roles: 0
    case .supertypes: 1
    case .declarations: 2
    case .hasSubtypes: 3
    case .isMainActorByDefault: 4
    case .memberWritten: 5
    case .initialized: 6
    case .testFiles: 7
    case .file: 8
    case .everything: 9
    case .creators: 10
    case .previewOnly: 11
    }
  }

  init(code: UInt8) throws {
    switch code {
    case 0: self = .roles
    case 1: self = .supertypes
    case 2: self = .declarations
    case 3: self = .hasSubtypes
    case 4: self = .isMainActorByDefault
    case 5: self = .memberWritten
    case 6: self = .initialized
    case 7: self = .testFiles
    case 8: self = .file
    case 9: self = .everything
    case 10: self = .creators
    case 11: self = .previewOnly
    default: throw CacheByteReader.Malformed()
    }
  }
}
