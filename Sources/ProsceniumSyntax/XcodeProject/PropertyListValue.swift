import Foundation

/// A property-list value reduced to what a `project.pbxproj` holds: strings, arrays and
/// dictionaries.
///
/// Foundation's `PropertyListSerialization` reads the old-style (OpenStep) format of
/// `project.pbxproj` on Linux as on macOS, and also the XML form some tools write; its result is
/// untyped `Any`, so it is converted once into this `Sendable` value that the model reads.
enum PropertyListValue: Sendable, Hashable {
  case string(String)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])
  /// Data, numbers, dates and booleans, which no setting the model reads holds.
  case other

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyListValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var dictionary: [String: PropertyListValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// Parses property-list data.
  ///
  /// - Throws: `XcodeProjectError` naming `file`, with Foundation's reason and line when it gives one.
  static func parse(_ data: Data, file: String) throws -> PropertyListValue {
    guard !data.isEmpty else { throw XcodeProjectError(file: file, reason: "the file is empty") }
    // Xcode writes the old-style text form; XML and binary lists (which other tools may write)
    // go through Foundation.
    let bytes = [UInt8](data)
    let start = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") }
    if let start, bytes[start] != UInt8(ascii: "<"), !bytes.starts(with: Array("bplist".utf8)) {
      do {
        return try OldStylePropertyListParser.parse(bytes)
      } catch {
        throw XcodeProjectError(file: file, reason: "not a property list: \(error.reason) on line \(error.line)")
      }
    }
    return try parseWithFoundation(data, file: file)
  }

  /// Parses property-list data of any format with Foundation.
  static func parseWithFoundation(_ data: Data, file: String) throws -> PropertyListValue {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw XcodeProjectError(file: file, reason: "not a property list: \(reason(of: error))")
    }
    return PropertyListValue(object)
  }

  /// The most specific message in a Foundation parse error: the old-style parser nests its
  /// useful one ("Missing ';' on line 12") under a generic one.
  private static func reason(of error: Error) -> String {
    let nsError = error as NSError
    for value in nsError.userInfo.values {
      if let nested = value as? NSError, let debug = nested.userInfo[NSDebugDescriptionErrorKey] as? String {
        return debug
      }
    }
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return debug }
    return nsError.localizedDescription
  }

  private init(_ object: Any) {
    if let string = object as? String {
      self = .string(string)
    } else if let array = object as? [Any] {
      self = .array(array.map(PropertyListValue.init))
    } else if let dictionary = object as? [AnyHashable: Any] {
      var values: [String: PropertyListValue] = [:]
      values.reserveCapacity(dictionary.count)
      for (key, value) in dictionary {
        guard let key = key as? String else { continue }
        values[key] = PropertyListValue(value)
      }
      self = .dictionary(values)
    } else {
      self = .other
    }
  }
}
