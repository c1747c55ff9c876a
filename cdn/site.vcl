vcl 4.1;

# The site behind Varnish (Debian's varnish 7.1 with varnish-modules' xkey), started by `npm run cdn`.
# What the site decides, this honours: a page is stored only when the site says `public` (its policy,
# server/cache/policy.mjs), for its `s-maxage`, served stale for its `stale-while-revalidate` while it is
# fetched again, and for its `stale-if-error` while the site fails; it is dropped the moment the site purges
# one of its Cache-Tag tags. Everything generated from the site's own tables (its backends, its key rules:
# which query parameters each page reads) is in site-generated.vcl, written beside this file at start
# (cdn/vcl.mjs).

import std;
import xkey;
import directors;

include "./site-generated.vcl";

sub vcl_init {
    call site_backends;
}

sub vcl_recv {
    if (req.url ~ "^/_cdn/purge(\?|$)") {
        call site_purge;
    }
    if (req.restarts == 0) {
        # The CDN's own marks, never a visitor's.
        unset req.http.X-Cdn-Refetch;
        unset req.http.X-Cdn-Stale-If-Error;
        unset req.http.X-Cdn-Result;
    }
    set req.backend_hint = site.backend();
    if (req.http.X-Cdn-Stale-If-Error) {
        # The site failed: any copy within its stale-if-error will do.
        unset req.http.X-Cdn-Refetch;
    } elsif (req.http.X-Cdn-Refetch) {
        # A copy past its stale-while-revalidate while the site answers: fetched now, not served.
        set req.grace = 0s;
    }
    # The scheme as the TLS terminator in front says it (the site sends HSTS and upgrades over https only).
    if (req.http.X-Forwarded-Proto != "https") {
        set req.http.X-Forwarded-Proto = "http";
    }

    # One visitor's: sent to the site, never stored. Posts (the forms, the webhook), the API, the editing
    # screen, the form pages, an editor's draft, and a client navigation's data (RSC), which the site caches
    # itself under the router's headers (a CDN keyed on the URL would mix the two, vercel/next.js#49140).
    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-Cdn-Result = "PASS";
        return (pass);
    }
    if (req.http.RSC == "1" || req.http.Next-Router-Prefetch || req.http.Next-Action) {
        set req.http.X-Cdn-Result = "PASS";
        return (pass);
    }
    call site_private;
    if (req.http.X-Cdn-Result == "PASS") {
        return (pass);
    }

    # A document: the router's headers mean nothing to it, and a stranger's would split its key (the site
    # says Vary: rsc, …).
    unset req.http.RSC;
    unset req.http.Next-Router-State-Tree;
    unset req.http.Next-Url;
    unset req.http.Next-Router-Segment-Prefetch;
    # The shared pages read no cookie and no credentials (a route that does is not shared: SHARED_ROUTES).
    unset req.http.Cookie;
    unset req.http.Authorization;
    # The site answers in brotli, gzip or neither, and says Vary: Accept-Encoding: three copies at most.
    if (req.http.Accept-Encoding ~ "(^|[ ,])br([ ,;]|$)") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(^|[ ,])gzip([ ,;]|$)") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    call site_key;
    if (req.http.X-Cdn-Result == "PASS") {
        return (pass);
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.X-Forwarded-Proto);
    # A document and a navigation's data are never one object, whatever their Vary says.
    if (req.http.RSC) {
        hash_data("rsc");
    } else {
        hash_data("document");
    }
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        set req.http.X-Cdn-Result = "HIT";
        return (deliver);
    }
    if (req.http.X-Cdn-Stale-If-Error) {
        set req.http.X-Cdn-Result = "STALE-IF-ERROR";
        return (deliver);
    }
    set req.http.X-Cdn-Result = "STALE";
    # Within stale-while-revalidate: served at once, fetched again in the background.
    if (obj.ttl + std.duration(obj.http.X-Cdn-Swr + "s", 0s) > 0s) {
        return (deliver);
    }
    # Past it: served only while the health check says the site is down (within stale-if-error, the copy's
    # grace); otherwise fetched now.
    if (!std.healthy(req.backend_hint)) {
        set req.http.X-Cdn-Result = "STALE-IF-ERROR";
        return (deliver);
    }
    set req.http.X-Cdn-Refetch = "1";
    return (restart);
}

sub vcl_miss {
    if (req.http.X-Cdn-Stale-If-Error) {
        # The site failed and no copy may stand in.
        return (synth(503, "Site unavailable"));
    }
    set req.http.X-Cdn-Result = "MISS";
}

sub vcl_pass {
    set req.http.X-Cdn-Result = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.X-Cdn-Refetch;
    unset bereq.http.X-Cdn-Stale-If-Error;
    unset bereq.http.X-Cdn-Result;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.status >= 500) {
        # The site failed: nothing replaces the copy the CDN has (a refresh keeps it; a visitor's fetch is
        # answered from it in vcl_synth, within its stale-if-error, or with the page saying so).
        return (abandon);
    }
    # Stored only what the site calls public; never what sets a cookie or is one visitor's.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)" || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
        call site_not_kept;
    }
    # A document request answered with a navigation's data (or the reverse) is never stored.
    if ((bereq.http.RSC && beresp.http.Content-Type !~ "^text/x-component") || (!bereq.http.RSC && beresp.http.Content-Type ~ "^text/x-component")) {
        call site_not_kept;
    }
    if (beresp.ttl <= 0s) {
        call site_not_kept;
    }
    # Grace: the longer of stale-while-revalidate (served while fetched again) and stale-if-error (served
    # while the site fails); vcl_hit tells the two apart with X-Cdn-Swr.
    set beresp.http.X-Cdn-Swr = "0";
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.http.X-Cdn-Swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1");
    }
    set beresp.grace = std.duration(beresp.http.X-Cdn-Swr + "s", 0s);
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        if (std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s) > beresp.grace) {
            set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s);
        }
    }
    # Purged by the site's content tags.
    if (beresp.http.Cache-Tag) {
        set beresp.http.xkey = beresp.http.Cache-Tag;
    }
    # What a stranger can mint (a query's values, a not-found address, a redirect) has storage of its own,
    # so a flood of it never pushes out a page visitors use.
    if (beresp.status != 200 || bereq.url ~ "\?") {
        set beresp.storage = storage.minted;
    } else {
        set beresp.storage = storage.pages;
    }
    return (deliver);
}

sub site_not_kept {
    # Passed straight on to the next visitor for a short while (hit-for-miss), never served from storage.
    set beresp.ttl = 10s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
}

sub vcl_backend_error {
    # The other instance, when the first cannot be reached (before its health check says so).
    if (bereq.retries < 1 && !bereq.is_bgfetch) {
        return (retry);
    }
    if (bereq.uncacheable) {
        # A pass (a form post, say): its visitor is told the site is unavailable.
        set beresp.ttl = 0s;
        call site_unavailable_page;
        return (deliver);
    }
    # As for an answer that failed: the copy stays, and vcl_synth answers from it.
    return (abandon);
}

sub vcl_deliver {
    set resp.http.X-Cdn-Cache = req.http.X-Cdn-Result;
    # The tags are for purging, not for visitors.
    unset resp.http.Cache-Tag;
    unset resp.http.xkey;
    unset resp.http.X-Cdn-Swr;
}

sub vcl_synth {
    # The site failed (its answer was abandoned): once more, for any copy within its stale-if-error.
    if (resp.status == 503 && !req.http.X-Cdn-Stale-If-Error && req.http.X-Cdn-Result == "MISS" && req.restarts < 3) {
        set req.http.X-Cdn-Stale-If-Error = "1";
        return (restart);
    }
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 503) {
        set resp.http.X-Cdn-Cache = "UNAVAILABLE";
        call site_unavailable_synth;
        return (deliver);
    }
    # The purge's answers: JSON, as the site's API answers.
    set resp.http.Content-Type = "application/json; charset=utf-8";
    if (resp.status == 200) {
        set resp.body = {"{"ok": true, "purged": "} + req.http.X-Cdn-Purged + "}";
    } else {
        set resp.body = {"{"ok": false, "status": "} + resp.status + {", "message": ""} + resp.reason + {"""} + "}";
    }
    return (deliver);
}
