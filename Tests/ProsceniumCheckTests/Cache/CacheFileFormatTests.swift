import Foundation
import ProsceniumSyntax
import Testing

@testable import ProsceniumCheck

/// The binary cache file: what is written reads back the same, and anything else (a prefix, noise,
/// another version, another build) reads as nothing, without trapping.
@Suite struct CacheFileFormatTests {
  let tool = StableDigest.of("test 1")

  /// Contents that use every field: optional values present and absent, a fix, deferred findings,
  /// recorded questions, sets, labels, non-ASCII text, negative and large integers.
  static func sample() -> CacheContents {
    var view = TypeFacts(
      name: "HomeView", kind: .struct, attributes: ["MainActor"], modifiers: ["public"],
      inheritedTypes: ["View"], propertyTypes: ["HomeViewModel"], parameterTypes: ["Int"],
      path: "Sources/App/Home.swift", module: "App")
    view.isNested = true
    view.hasInstanceMethods = true
    view.propertyNames = ["title", "isLoading"]
    view.weakPropertyTypes = ["Delegate"]
    var model = TypeFacts(name: "HomeViewModel", kind: .class, path: "Sources/App/Home.swift")
    model.hasMutableState = true
    let state = TypeFacts(name: "Phase", kind: .enum, path: "Sources/App/Home.swift", module: "App")
      .with { $0.caseNames = ["idle", "failed"] }
    var facts = FileFacts(
      path: "Sources/App/Home.swift", module: "App", isTestFile: false, imports: ["SwiftUI", "Combine"],
      types: [view, model, state, TypeFacts(name: "Home", kind: .extension, path: "Sources/App/Home.swift")],
      mentionedNames: ["HomeViewModel", "Phase"])
    facts.isMainActorByDefault = true
    facts.writtenMemberNames = ["title"]
    facts.initializerLabels = ["AboutRow": ["title", "detail"], "Empty": []]

    var finding = Finding(
      ruleID: "state_object_ownership", severity: .error, path: "Sources/App/Home.swift",
      start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 40), offset: 1_234_567_890,
      message: "make 'model' a '@StateObject' — it is created here ✓",
      fix: Fix(summary: "use @StateObject", edits: [TextEdit(start: 10, end: 20, replacement: "@StateObject ")]))
    finding.fingerprint = "a1b2c3"
    let plain = Finding(
      ruleID: "view_model_tests", severity: .warning, path: "Sources/App/Home.swift",
      start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: -1, column: Int.max), offset: Int.min,
      message: "")
    let result = CachedResult(
      key: StableDigest(high: .max, low: 0), findings: [finding, plain],
      deferred: [CachedDeferred(finding: plain, holds: true), CachedDeferred(finding: finding, holds: false)],
      reads: [
        IndexRead(query: IndexQuery(.roles, "HomeViewModel"), answer: StableDigest(high: 1, low: 2)),
        IndexRead(query: IndexQuery(.memberWritten, "title", "Sources/App/Home.swift"), answer: StableDigest.of("x")),
        IndexRead(query: .everything, answer: StableDigest(high: 0, low: .max)),
      ],
      skipReason: "too deep", fingerprinted: true)
    let tests = FileFacts(path: "Tests/HomeTests.swift", module: nil, isTestFile: true)
    return CacheContents(files: [
      "/p/Sources/App/Home.swift": CachedFile(
        factsKey: StableDigest.of("home"), facts: facts, lineCount: 42, result: result),
      "/p/Tests/HomeTests.swift": CachedFile(
        factsKey: StableDigest.of("tests"), facts: tests, lineCount: 0, result: nil),
    ])
  }

  @Test func whatIsWrittenReadsBackTheSameAndTheSameContentsGiveTheSameBytes() throws {
    let contents = Self.sample()
    let data = CheckCacheStore.encode(contents, toolDigest: tool)
    #expect(CheckCacheStore.decode(data, toolDigest: tool) == contents)
    #expect(CheckCacheStore.encode(contents, toolDigest: tool) == data)
    let empty = CacheContents(files: [:])
    #expect(CheckCacheStore.decode(CheckCacheStore.encode(empty, toolDigest: tool), toolDigest: tool) == empty)
  }

  @Test func everyPrefixOfAFileReadsAsNothing() {
    let data = CheckCacheStore.encode(Self.sample(), toolDigest: tool)
    for length in 0..<data.count {
      #expect(CheckCacheStore.decode(data.prefix(length), toolDigest: tool) == nil, "prefix of \(length) bytes")
    }
  }

  @Test func everyPrefixOfABodyReadsAsNothingEvenWhenItsDigestMatches() {
    // The header vouches for the damaged body here, so only the reader's own checks stand.
    let body = Self.sample().encodedBody()
    #expect(body.withUnsafeBytes { CacheContents(decodingBody: $0) } == Self.sample())
    for length in 0..<body.count {
      let file = CheckCacheStore.file(body: Array(body.prefix(length)), toolDigest: tool)
      #expect(CheckCacheStore.decode(file, toolDigest: tool) == nil, "prefix of \(length) bytes")
    }
  }

  @Test func randomBytesReadAsNothingWithOrWithoutAValidHeader() {
    var generator = SplitMix(seed: 14)
    for length in [1, 2, 7, 60, 61, 200, 4_096] {
      for _ in 0..<50 {
        let noise = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(CheckCacheStore.decode(Data(noise), toolDigest: tool) == nil)
        let framed = CheckCacheStore.file(body: noise, toolDigest: tool)
        #expect(CheckCacheStore.decode(framed, toolDigest: tool) == nil, "\(noise)")
      }
    }
  }

  @Test func aBodyWithAnyOneByteChangedUnderAValidHeaderNeverTraps() {
    // Some changes still describe valid contents (another line count); the rest must read as
    // nothing. Either way the reader must return.
    let body = Self.sample().encodedBody()
    var rejected = 0
    for position in body.indices {
      for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] where body[position] != value {
        var damaged = body
        damaged[position] = value
        if CheckCacheStore.decode(CheckCacheStore.file(body: damaged, toolDigest: tool), toolDigest: tool) == nil {
          rejected += 1
        }
      }
    }
    #expect(rejected > body.count)
  }

  @Test func aFileOfAnotherVersionOrBuildOrWithBytesAppendedReadsAsNothing() {
    let body = Self.sample().encodedBody()
    let intact = CheckCacheStore.file(body: body, toolDigest: tool)
    #expect(CheckCacheStore.decode(intact, toolDigest: tool) != nil)
    #expect(CheckCacheStore.decode(intact, toolDigest: StableDigest.of("test 2")) == nil)
    for format in [0, 1, CheckCacheStore.formatVersion + 1, .max] as [UInt32] {
      #expect(
        CheckCacheStore.decode(CheckCacheStore.file(body: body, toolDigest: tool, format: format), toolDigest: tool)
          == nil)
    }
    #expect(CheckCacheStore.decode(intact + [0], toolDigest: tool) == nil)
    #expect(CheckCacheStore.decode(CheckCacheStore.file(body: body + [0], toolDigest: tool), toolDigest: tool) == nil)
    var otherMagic = intact
    otherMagic[0] = UInt8(ascii: "P")
    #expect(CheckCacheStore.decode(otherMagic, toolDigest: tool) == nil)
  }

  @Test func integersAndStringsSurviveTheirEncodingsAtTheEdges() throws {
    var writer = CacheByteWriter()
    let integers = [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int(Int32.max), Int.max, Int.min]
    for value in integers { writer.int(value) }
    let unsigned: [UInt64] = [0, 0x7F, 0x80, 0x3FFF, 0x4000, .max]
    for value in unsigned { writer.unsigned(value) }
    writer.optionalString(nil)
    writer.optionalString("")
    writer.string("é✓")
    writer.string("é✓")
    let body = writer.finish()
    try body.withUnsafeBytes { bytes in
      var reader = try CacheByteReader(body: bytes)
      for value in integers { #expect(try reader.int() == value) }
      for value in unsigned { #expect(try reader.unsigned() == value) }
      #expect(try reader.optionalString() == nil)
      #expect(try reader.optionalString() == "")
      #expect(try reader.string() == "é✓")
      #expect(try reader.string() == "é✓")
      #expect(reader.isAtEnd)
    }
    // An integer of eleven bytes, or one whose tenth byte overflows 64 bits, is damage.
    for bytes in [[0] + Array(repeating: 0x80, count: 10) + [0], [0] + Array(repeating: 0xFF, count: 9) + [0x02]]
      as [[UInt8]]
    {
      _ = bytes.withUnsafeBytes { raw in
        #expect(throws: CacheByteReader.Malformed.self) {
          var reader = try CacheByteReader(body: raw)
          _ = try reader.unsigned()
        }
      }
    }
    // A string table entry that is not UTF-8.
    _ = ([1, 2, 0xC3, 0x28] as [UInt8]).withUnsafeBytes { raw in
      #expect(throws: CacheByteReader.Malformed.self) { _ = try CacheByteReader(body: raw) }
    }
  }
}

/// A small deterministic generator, so a failure reproduces.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
