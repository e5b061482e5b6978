import Foundation

/// How the messages that carry facts, findings and answers between the supervisor and its workers
/// map to bytes: the cache's binary form (`CacheByteWriter`, a string table then compact fields),
/// not JSON. Every file's outcome crosses a pipe once, and every file's facts go to each worker
/// that holds conditions; coding them as JSON cost more CPU than the isolation's processes did.
enum WireCoding {
  /// Reads what one `CacheByteWriter` wrote into `bytes` with `body`, which must consume it all.
  static func decode<Value>(
    _ bytes: ArraySlice<UInt8>, _ body: (inout CacheByteReader) throws -> Value
  ) throws -> Value {
    try bytes.withUnsafeBytes { buffer in
      var reader = try CacheByteReader(body: buffer)
      let value = try body(&reader)
      guard reader.isAtEnd else { throw CacheByteReader.Malformed() }
      return value
    }
  }
}

extension WireOutcome {
  var encoded: [UInt8] {
    var writer = CacheByteWriter()
    facts.write(to: &writer)
    writer.count(findings.count)
    for finding in findings { finding.write(to: &writer) }
    writer.count(deferred.count)
    for finding in deferred { finding.write(to: &writer) }
    writer.int(lineCount)
    writer.optionalString(skipReason)
    writer.int(withheldDeferred)
    return writer.finish()
  }

  init(decoding bytes: ArraySlice<UInt8>) throws {
    self = try WireCoding.decode(bytes) { reader in
      let facts = try FileFacts(from: &reader)
      let findings = try (0..<reader.count()).map { _ in try Finding(from: &reader) }
      let deferred = try (0..<reader.count()).map { _ in try Finding(from: &reader) }
      let outcome = WireOutcome(
        facts: facts, findings: findings, deferred: deferred, lineCount: try reader.int(),
        skipReason: try reader.optionalString(), withheldDeferred: try reader.int())
      // A count, written as an integer: `count()` would refuse one above the bytes left.
      guard outcome.withheldDeferred >= 0 else { throw CacheByteReader.Malformed() }
      return outcome
    }
  }
}

extension ConditionRequest {
  var encoded: [UInt8] {
    var writer = CacheByteWriter()
    writer.bool(records)
    writer.count(facts.count)
    for (index, each) in facts.sorted(by: { $0.key < $1.key }) {
      writer.int(index)
      each.write(to: &writer)
    }
    return writer.finish()
  }

  init(decoding bytes: ArraySlice<UInt8>) throws {
    self = try WireCoding.decode(bytes) { reader in
      let records = try reader.bool()
      let count = try reader.count()
      var facts: [Int: FileFacts] = [:]
      facts.reserveCapacity(count)
      for _ in 0..<count {
        let index = try reader.int()
        facts[index] = try FileFacts(from: &reader)
      }
      return ConditionRequest(facts: facts, records: records)
    }
  }
}

extension ConditionAnswers {
  /// A list of answers as one message.
  static func encoded(_ list: [ConditionAnswers]) -> [UInt8] {
    var writer = CacheByteWriter()
    writer.count(list.count)
    for answers in list {
      writer.int(answers.index)
      writer.count(answers.holds.count)
      for holds in answers.holds { writer.bool(holds) }
      writer.bool(answers.reads != nil)
      writer.count(answers.reads?.count ?? 0)
      for query in answers.reads ?? [] {
        writer.byte(query.kind.code)
        writer.string(query.name)
        writer.string(query.detail)
      }
      writer.bool(answers.kept != nil)
      writer.count(answers.kept?.count ?? 0)
      for finding in answers.kept ?? [] { finding.write(to: &writer) }
    }
    return writer.finish()
  }

  static func decoded(_ bytes: ArraySlice<UInt8>) throws -> [ConditionAnswers] {
    try WireCoding.decode(bytes) { reader in
      try (0..<reader.count()).map { _ in
        let index = try reader.int()
        let holds = try (0..<reader.count()).map { _ in try reader.bool() }
        let recorded = try reader.bool()
        let reads = try (0..<reader.count()).map { _ in
          IndexQuery(try IndexQuery.Kind(code: reader.byte()), try reader.string(), try reader.string())
        }
        let withheld = try reader.bool()
        let kept = try (0..<reader.count()).map { _ in try Finding(from: &reader) }
        return ConditionAnswers(
          index: index, holds: holds, reads: recorded ? reads : nil, kept: withheld ? kept : nil)
      }
    }
  }
}
