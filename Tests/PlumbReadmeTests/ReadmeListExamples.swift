import PlumbTesting
import PlumbUI
import Testing

// README, "Lists".

/// A settings screen's rows, as an app's data source provides them.
@MainActor final class SettingsDataSource: NSObject, UITableViewDataSource {
    let sections = [
        ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot"],
        ["Notifications", "Sounds & Haptics", "Focus", "Screen Time"],
        ["General", "Control Centre", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper"],
        ["Privacy & Security", "Passwords", "Wallet", "Game Center", "iCloud", "Battery", "Siri", "Camera"],
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor @Suite struct ReadmeListExamples {
    @Test func settingsTable() {
        let settings = SettingsDataSource()
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Battery"
        cell.detailTextLabel?.text = "Battery Health, Charging and the last 24 hours of use"
        cell.detailTextLabel?.numberOfLines = 0

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = settings
        assertSnapshot(of: table, as: .image(on: .iPhoneX))  // the rows on screen, as on iOS
        assertSnapshot(of: table, as: .image(on: .iPhoneX).wholeContent)  // every row, one tall image
        assertSnapshot(of: cell, as: .image(width: 390))  // one cell, self-sized

        #expect(table.numberOfSections == 4)
        withExtendedLifetime(settings) {}
    }
}
