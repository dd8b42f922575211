import Foundation
import Testing
@testable import Study

struct ProgressLocationTests {
    let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test func lifequizHomeComesFirst() {
        let env = ["LIFEQUIZ_HOME": "/data/lq", "XDG_DATA_HOME": "/xdg"]
        #expect(ProgressLocation.defaultFile(environment: env, home: home).path == "/data/lq/progress.sqlite")
    }

    @Test func xdgDataHomeIsUsedWithoutLifequizHome() {
        let env = ["LIFEQUIZ_HOME": "", "XDG_DATA_HOME": "/xdg"]
        #expect(ProgressLocation.defaultFile(environment: env, home: home).path == "/xdg/lifequiz/progress.sqlite")
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecSays() {
        let env = ["XDG_DATA_HOME": "relative/dir"]
        #expect(ProgressLocation.defaultFile(environment: env, home: home).path == "/home/ada/.local/share/lifequiz/progress.sqlite")
    }

    @Test func theDefaultIsUnderTheHomeFolder() {
        #expect(ProgressLocation.defaultFile(environment: [:], home: home).path == "/home/ada/.local/share/lifequiz/progress.sqlite")
    }
}
