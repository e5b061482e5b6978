import Foundation
import ProsceniumSyntax

/// One message between the supervisor and a worker process: a kind byte, a 4-byte little-endian
/// payload length, then the payload. Small fixed messages (a file index) are raw bytes; the plan,
/// outcomes, facts and answers are in `WireCoding`'s binary form; the plan summary, sent once per
/// worker, is JSON.
struct WorkerFrame: Sendable {
  enum Kind: UInt8, Sendable {
    // Supervisor to worker.
    /// `WorkerPlan`: the supervisor's plan, to rebuild, once, first.
    case setup = 0x53  // S
    /// A file index (4 bytes), a flag byte (1: checked from memory), then the text if so.
    case check = 0x43  // C
    /// `ConditionRequest`: the facts the worker lacks, to answer the conditions it holds.
    case resolve = 0x52  // R
    /// UTF-8 text, an absolute path: read and parse the manifest there, for the plan, and keep
    /// its tree for checking the file. Only before the setup.
    case readManifest = 0x4D  // M

    // Worker to supervisor.
    /// `PlanSummary`: the plan was rebuilt; its size and digest.
    case planned = 0x50  // P
    /// A file index (4 bytes): the worker starts on it. A death before its outcome is its doing.
    case began = 0x42  // B
    /// A file index (4 bytes), then a `WireOutcome`.
    case outcome = 0x4F  // O
    /// A list of `ConditionAnswers`.
    case answers = 0x41  // A
    /// `ManifestReply`: what a `readManifest` found.
    case manifest = 0x6D  // m
    /// UTF-8 text: the worker cannot serve this request (its plan failed); it exits next.
    case refusal = 0x58  // X
  }

  var kind: Kind
  var payload: [UInt8]

  /// The largest payload accepted: far above any real message, small enough that a corrupted
  /// length cannot make the reader allocate gigabytes.
  static let maximumPayload = 1 << 30

  /// The frame's bytes as written to a pipe.
  var encoded: [UInt8] {
    var bytes: [UInt8] = [kind.rawValue]
    bytes.reserveCapacity(5 + payload.count)
    withUnsafeBytes(of: UInt32(payload.count).littleEndian) { bytes += $0 }
    bytes += payload
    return bytes
  }

  /// A frame whose payload is a file index and then `tail`.
  init(_ kind: Kind, index: Int, tail: [UInt8] = []) {
    self.kind = kind
    var payload: [UInt8] = []
    withUnsafeBytes(of: UInt32(index).littleEndian) { payload += $0 }
    self.payload = payload + tail
  }

  init(_ kind: Kind, payload: [UInt8]) {
    self.kind = kind
    self.payload = payload
  }

  init<Value: Encodable>(_ kind: Kind, json value: Value) throws {
    self.kind = kind
    self.payload = [UInt8](try JSONEncoder().encode(value))
  }

  /// The file index at the start of the payload.
  var index: Int? {
    guard payload.count >= 4 else { return nil }
    return Int(payload.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
  }

  /// The payload after the file index.
  var tail: ArraySlice<UInt8> { payload.dropFirst(4) }

  func decoded<Value: Decodable>(_ type: Value.Type, dropping prefix: Int = 0) throws -> Value {
    try JSONDecoder().decode(type, from: Data(payload.dropFirst(prefix)))
  }
}

/// Reads frames from a file descriptor, blocking.
struct WorkerFrameReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where each read lands: made once, on the first read. Filling a fresh 64 KB array with zeros
  /// for every frame cost more than the rest of reading it.
  private var chunk: [UInt8] = []

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next frame; `nil` at the end of the stream or on a malformed frame (the peer is gone or
  /// broken either way).
  mutating func next() -> WorkerFrame? {
    guard fill(5), let kind = WorkerFrame.Kind(rawValue: buffer[start]) else { return nil }
    let length = buffer.withUnsafeBytes {
      Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: start + 1, as: UInt32.self)))
    }
    guard length <= WorkerFrame.maximumPayload, fill(5 + length) else { return nil }
    let payload = Array(buffer[(start + 5)..<(start + 5 + length)])
    start += 5 + length
    return WorkerFrame(kind, payload: payload)
  }

  /// Reads until `count` unread bytes are buffered; false at the end of the stream.
  private mutating func fill(_ count: Int) -> Bool {
    if start > 0, buffer.count - start < count {
      buffer.removeFirst(start)
      start = 0
    }
    while buffer.count - start < count {
      if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
      let read = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return false }
      buffer += chunk[0..<read]
    }
    return true
  }
}

/// Writes whole frames to a file descriptor; false once the peer is gone.
func writeFrame(_ frame: WorkerFrame, to descriptor: Int32) -> Bool {
  let bytes = frame.encoded
  var written = 0
  return bytes.withUnsafeBytes { buffer in
    while written < buffer.count {
      let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
  }
}

/// A worker's answer to `readManifest`: what the manifest declares (`nil` when the file cannot
/// be read), and whether it was valid UTF-8.
struct ManifestReply: Codable, Sendable {
  var manifest: PackageManifest?
  var isValidUTF8: Bool
}

/// A plan's size and digest, so the supervisor can tell that a worker's plan is its own: the same
/// files, in the same order, with the same rules, in the same projects (a worker answers each
/// file's conditions on its project's index).
struct PlanSummary: Codable, Sendable, Equatable {
  var count: Int
  /// The digest in hex (`StableDigest` has no `Codable` form: the cache writes it in binary).
  var digest: String

  init(_ plan: CheckPlan) {
    var hasher = StableHasher()
    // A rule list's ids are hashed where it first comes, and its number stands for it after
    // (`FileWork.ruleListKey`; hashing 53 ids for each of hundreds of files cost each process
    // millions of instructions).
    var listNumbers: [[Int]: Int] = [:]
    for work in plan.files {
      hasher.combine(work.displayPath)
      hasher.combine(work.readPath)
      hasher.combine(work.isChecked)
      hasher.combine(work.module ?? "\u{0}none")
      hasher.combine(work.rules.count)
      let key = work.ruleListKey
      if let number = listNumbers[key] {
        hasher.combine(number)
      } else {
        listNumbers[key] = listNumbers.count
        // By index: `for rule in` copied each configured rule, closures and all, to read its id.
        for position in work.rules.indices { hasher.combine(work.rules[position].id) }
      }
    }
    for project in plan.projects.projects {
      // Spelled here: interpolating the enum reflects on it.
      switch project.kind {
      case .xcode: hasher.combine("xcode")
      case .package: hasher.combine("package")
      case .loose: hasher.combine("loose")
      }
      hasher.combine(project.root)
      hasher.combine(project.dependencies.count)
      for dependency in project.dependencies { hasher.combine(dependency) }
    }
    for project in plan.projects.projectOfFile { hasher.combine(project) }
    count = plan.files.count
    digest = hasher.finalize().description
  }
}

/// A `FileOutcome` as it crosses the pipe (in `WireCoding`'s binary form): the deferred findings
/// without their conditions, which are closures and stay in the worker until the supervisor asks
/// for their answers.
struct WireOutcome: Sendable {
  var facts: FileFacts
  var findings: [Finding]
  var deferred: [Finding]
  var lineCount: Int
  var skipReason: String?
  /// How many deferred findings the worker kept back (`WorkerPlan.withholdsDeferred`): they
  /// come with the answers, those that hold. Most do not: on IceCubesApp with every rule, 3,106
  /// deferred findings made 61% of the outcomes' bytes, and 375 of them held.
  var withheldDeferred = 0
}

extension WireOutcome {
  /// `outcome` as sent, its deferred findings kept back when `withholding`.
  init(_ outcome: FileOutcome, withholding: Bool = false) {
    self.init(
      facts: outcome.facts, findings: outcome.findings,
      deferred: withholding ? [] : outcome.deferred.map(\.finding), lineCount: outcome.lineCount,
      skipReason: outcome.skipReason, withheldDeferred: withholding ? outcome.deferred.count : 0)
  }
}

/// Asks a worker to answer the conditions it holds: each file's on the index of its project, built
/// from the facts of every plan file. A worker keeps the facts of the files it checked, so it is
/// sent only the others'.
struct ConditionRequest: Sendable {
  /// The facts the worker lacks, by plan position.
  var facts: [Int: FileFacts]
  /// Whether to note the questions each file's conditions ask (for the cache).
  var records: Bool
}

/// The answers to one file's deferred conditions, in order, and the questions they asked.
struct ConditionAnswers: Sendable {
  var index: Int
  var holds: [Bool]
  var reads: [IndexQuery]?
  /// The deferred findings whose condition holds, in order, when the worker kept them back.
  var kept: [Finding]? = nil
}
