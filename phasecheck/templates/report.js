  // Filter the rulings by verdict (or "editions differ"), edition and rule; open what a link points at.
  (function () {
    var selects = document.querySelectorAll("#filters select");
    function matches(row, wanted) {
      var runs = row.dataset.runs, edition = wanted.edition, verdict = wanted.verdict;
      if (wanted.rule && row.dataset.rules.indexOf(" " + wanted.rule + " ") < 0) { return false; }
      if (verdict === "differs") { verdict = ""; if (row.dataset.differs !== "yes") { return false; } }
      if (edition && verdict) { return runs.indexOf(" " + edition + ":" + verdict + " ") >= 0; }
      if (edition) { return runs.indexOf(" " + edition + ":") >= 0; }
      if (verdict) { return runs.indexOf(":" + verdict + " ") >= 0; }
      return true;
    }
    function apply() {
      var wanted = {}, shown = 0;
      selects.forEach(function (s) { if (s.value) { wanted[s.dataset.filter] = s.value; } });
      document.querySelectorAll("#summary tbody tr").forEach(function (row) {
        var show = matches(row, wanted);
        if (show) { shown += 1; }
        row.classList.toggle("hidden", !show);
        var section = document.getElementById(row.dataset.anchor);
        if (section) { section.classList.toggle("hidden", !show); }
      });
      document.getElementById("nothing").classList.toggle("hidden", shown > 0);
    }
    function reveal() {
      var id = decodeURIComponent(window.location.hash.slice(1));
      var target = id && document.getElementById(id);
      for (var node = target; node; node = node.parentElement) {
        if (node.tagName === "DETAILS") { node.open = true; }
      }
      if (target) { target.scrollIntoView(); }
    }
    selects.forEach(function (s) { s.addEventListener("change", apply); });
    // A filtered view can be shared: report.html?verdict=fail&edition=2009
    var query = new URLSearchParams(window.location.search);
    selects.forEach(function (s) { if (query.get(s.dataset.filter)) { s.value = query.get(s.dataset.filter); } });
    apply();
    window.addEventListener("hashchange", reveal);
    reveal();
  })();
