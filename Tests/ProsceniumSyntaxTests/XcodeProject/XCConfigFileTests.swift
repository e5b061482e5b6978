import Testing

@testable import ProsceniumSyntax

@Suite struct XCConfigFileTests {
  static func settings(_ files: [String: String], start: String = "/c/A.xcconfig") -> [String: String] {
    XCConfigFile(path: start, reading: { files[$0] }).settings
  }

  @Test func laterAssignmentsWinAndIncludesApplyInPlace() {
    let files = [
      "/c/A.xcconfig": """
      KEY = 1
      #include "sub/B.xcconfig"
      OTHER = a // comment
      """,
      "/c/sub/B.xcconfig": "KEY = 2;\nOTHER = b\n",
    ]
    #expect(Self.settings(files) == ["KEY": "2", "OTHER": "a"])
  }

  @Test func keepsConditionsInKeysAndEqualsSignsInsideThem() {
    let files = ["/c/A.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*][arch=*] = 16.0\n"]
    #expect(Self.settings(files) == ["IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*][arch=*]": "16.0"])
  }

  @Test func includeCyclesAndMissingFilesEndQuietly() {
    let files = [
      "/c/A.xcconfig": "#include \"B.xcconfig\"\n#include? \"Gone.xcconfig\"\n#include <DEVELOPER_DIR>/x\nA = 1",
      "/c/B.xcconfig": "#include \"./../c/A.xcconfig\"\nB = 1",
    ]
    #expect(Self.settings(files) == ["A": "1", "B": "1"])
  }

  @Test func anExponentialIncludeTreeIsCut() {
    var files: [String: String] = [:]
    for level in 0..<40 {
      files["/c/L\(level).xcconfig"] = "#include \"L\(level + 1).xcconfig\"\n#include \"L\(level + 1).xcconfig\"\n"
    }
    files["/c/L40.xcconfig"] = "DEEP = yes"
    #expect(Self.settings(files, start: "/c/L0.xcconfig") == ["DEEP": "yes"])
  }
}
