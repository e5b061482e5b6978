import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

/// The short, deterministic slice of the hostile-input suite (`scripts/hostile.py` is the long
/// form): mutants of the repository's example files, with a fixed seed, are checked at one and
/// three jobs. No run may crash or stop early, every file must be reported, and the findings
/// must not depend on the job count.
@Suite struct HostileInputTests {
  /// The example apps' Swift files, the seeds of the mutants.
  static let originals: [[UInt8]] = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
    let paths = (FileManager.default.subpaths(atPath: examples) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    return paths.compactMap { FileManager.default.contents(atPath: examples + "/" + $0).map { [UInt8]($0) } }
  }()

  @Test(arguments: [UInt64(1), 2, 3])
  func mutantsAreAllReportedAndTheSameAtAnyJobCount(seed: UInt64) throws {
    try #require(!Self.originals.isEmpty)
    var random = SplitMix64(seed: seed)
    var files: [String: Data] = [:]
    for index in 0..<25 {
      var bytes = Self.originals[Int(random.next() % UInt64(Self.originals.count))]
      for _ in 0...(random.next() % 3) { bytes = Mutation.apply(to: bytes, random: &random) }
      files["Mutant\(index).swift"] = Data(bytes)
    }
    let folder = try TemporaryFolder()
    for (name, data) in files { try folder.write(name, data) }
    // The time budget is wall-clock time; on a loaded machine a slow mutant ran past the default
    // 10 s in one run and not the other. This test is about job counts, not time.
    try folder.write(".proscenium.json", Data(#"{"limits": {"seconds_per_100kb": 600}}"#.utf8))
    let engine = CheckEngine(catalog: TestCatalog.catalog)
    let one = try engine.run(CheckRequest(paths: [folder.root], jobs: 1))
    let three = try engine.run(CheckRequest(paths: [folder.root], jobs: 3))
    #expect(one.fileCount == files.count)
    #expect(one.findings == three.findings)
    #expect(one.lineCount == three.lineCount)
  }
}

/// The mutations of the hostile suite: truncation, random bytes, NULs, invalid UTF-8, CRLF and
/// lone CR, a byte-order mark, duplicated and deleted lines, spliced deep nesting.
enum Mutation {
  static func apply(to bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
    guard !bytes.isEmpty else { return [0xFF] }
    let at = Int(random.next() % UInt64(bytes.count))
    switch random.next() % 9 {
    case 0: return Array(bytes[..<at])
    case 1: return Array(bytes[..<at]) + (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) } + bytes[at...]
    case 2: return Array(bytes[..<at]) + [0, 0] + bytes[at...]
    case 3: return Array(bytes[..<at]) + [0xC3] + bytes[at...]
    case 4: return bytes.flatMap { $0 == 10 ? [13, 10] : [$0] }
    case 5: return bytes.map { $0 == 10 ? 13 : $0 }
    case 6: return [0xEF, 0xBB, 0xBF] + bytes
    case 7:
      let openers = ["(", "[", "{", "A<", "try ", "() -> ", " else if a {"]
      let opener = openers[Int(random.next() % UInt64(openers.count))]
      let count = 100 + Int(random.next() % 2_000)
      return Array(bytes[..<at]) + Array(String(repeating: opener, count: count).utf8) + bytes[at...]
    default:
      let end = min(bytes.count, at + Int(random.next() % 200))
      return Array(bytes[..<at]) + bytes[at..<end] + bytes[at..<end] + bytes[end...]
    }
  }
}

/// A small seeded generator, so every mutant is the same on every run.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
