import Foundation

/// File names that are not UTF-8. Foundation's folder listing leaves them out, so a folder
/// holding only such files looked empty and passed; the walk lists them with `readdir`, shows
/// them with the bad bytes escaped (`\x{FF}`) and reads them by their bytes.
enum RawFileNames {
  /// The names in `folder` that are not valid UTF-8, as bytes, sorted.
  static func nonUTF8Names(in folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if String(validating: name, as: UTF8.self) == nil { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// `bytes` as text, with each byte that is not part of valid UTF-8 written `\x{FF}`.
  static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          text += "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }

  /// The contents of the file at the path given as bytes, or `nil` when it cannot be read.
  static func contents(atPath path: [UInt8]) -> Data? {
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
    }
    guard descriptor >= 0 else { return nil }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
  }

  /// Whether the path given as bytes is a folder.
  static func isFolder(atPath path: [UInt8]) -> Bool {
    var status = stat()
    let found = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) == 0 }
    }
    return found && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
