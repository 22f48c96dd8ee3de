#
# The storefront behind a shared cache: the reference configuration for Varnish 7 (Debian's `varnish`
# package or the official `varnish:7` image), and the rules any CDN in front of the storefront needs
# (deploy/varnish/README.md). The origin's cache policy (README.md, "A CDN in front"): pages say
# `public, max-age=0, s-maxage=60, stale-while-revalidate=600`, 4xx `s-maxage=30`, 5xx `no-store`.
#
# The origin's address is in origin.vcl, found on `vcl_path` (put `-p vcl_path=...` before `-f`):
# deploy/varnish/origin.vcl says 127.0.0.1:3000, and `npm run edge` writes one for its own server.
#
# X-Cache on every answer says where it came from: HIT (a fresh copy), STALE (an old copy: during the
# origin's stale-while-revalidate while Varnish refreshes it, or when the origin is down or failing),
# MISS (from the origin: a new or expired page, or one that is never cached).
#
vcl 4.1;

import std;

# Is the origin up? Its liveness endpoint answers 200 while the process answers at all, even while it
# sheds load (server/middleware/health.ts). Two failed polls of the last three make it sick. It starts
# healthy, so the first visitors are not refused while the first polls run.
probe storefront_health {
    .url = "/healthz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# The backend `storefront`, with `.probe = storefront_health`.
include "origin.vcl";

# Who may purge or ban: the machines that deploy. Anyone else gets 405, as for any other method the
# site does not take. Add the deploy host's address here.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # Flags of our own, set only by this file across a restart (see vcl_hit and vcl_synth).
    if (req.restarts == 0) {
        unset req.http.X-Edge-Stale-Copy;
        unset req.http.X-Edge-Stale-If-Error;
    }
    unset req.http.X-Cache;

    # Cache key: tracking parameters never change the page, so every visitor of a shared link shares
    # one copy. Drop them, then sort what remains (`category`, the shop's filter, stays in the key).
    set req.url = regsuball(req.url,
        "(?i)(?<=[?&])(utm_[a-z0-9_]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid"
        + "|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)(=[^&]*)?(&|$)", "");
    set req.url = std.querysort(regsub(req.url, "[?&]+$", ""));
    call vcl_req_host;

    # Purge: PURGE drops one page (every encoding of it); BAN drops every page whose path and query
    # match the given regular expression from their start (`BAN /` drops them all, as after a
    # deploy). Only from `purgers`.
    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Method Not Allowed"));
        }
        if (req.method == "BAN") {
            if (std.ban("obj.http.X-Edge-Url ~ ^" + req.url)) {
                return (synth(200, "Banned"));
            }
            return (synth(400, std.ban_error()));
        }
        return (purge);
    }

    # Never cached: the probes, and the metrics should a proxy route them here.
    if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # The HTML is the same for every visitor and the storefront reads no cookie, so an analytics cookie
    # on the visitor's side never splits the cache.
    unset req.http.Cookie;

    # Compression: one key for every client that takes gzip and one for those that do not (the
    # origin's `Vary: Accept-Encoding`), instead of one per browser's header.
    if (req.http.Accept-Encoding ~ "(?i)gzip") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # Freshness: within a page's s-maxage it is a HIT; past it, vcl_hit decides. After a restart,
    # either the origin failed and the stale copy is wanted (up to 24 h), or the stale copy is past the
    # origin's window and a fresh one must be fetched (no grace).
    if (req.http.X-Edge-Stale-If-Error) {
        set req.grace = 24h;
    } elsif (req.http.X-Edge-Stale-Copy) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_hit {
    if (obj.ttl > 0s) {
        set req.http.X-Cache = "HIT";
        return (deliver);
    }
    # Past s-maxage. Served at once, while Varnish fetches a new copy in the background (one fetch,
    # however many visitors), within the origin's stale-while-revalidate, or at any age while the
    # origin is sick or has just failed.
    if (obj.ttl + std.duration(real = std.real(obj.http.X-Edge-Grace, 0)) > 0s
        || req.http.X-Edge-Stale-If-Error
        || !std.healthy(req.backend_hint)) {
        set req.http.X-Cache = "STALE";
        return (deliver);
    }
    # Past the origin's window and the origin is up: this visitor waits for a fresh page, and keeps
    # the stale one as the fallback should the origin fail (vcl_synth).
    set req.http.X-Edge-Stale-Copy = "1";
    return (restart);
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "MISS";
}

sub vcl_backend_fetch {
    # Compression: always ask the origin for gzip (never brotli), so one stored copy serves every
    # client; Varnish unzips it for the few that cannot take gzip.
    if (!bereq.uncacheable) {
        set bereq.http.Accept-Encoding = "gzip";
    }
    # What the client-side rules note for themselves stays here. (X-Edge-Stale-Copy goes to the origin,
    # which ignores it: vcl_backend_response reads it.)
    unset bereq.http.X-Cache;
    unset bereq.http.X-Edge-Stale-If-Error;
    # Revalidation (If-None-Match, a 304 instead of a render) only for a copy this file means to keep: a
    # background refresh, or a fetch past the origin's window. A plain miss asks for the whole page: just
    # after a purge, Varnish 7.1 can still offer the dropped copy for revalidation (varnish-cache#4082),
    # and a purged page must be rendered anew.
    if (!bereq.is_bgfetch && !bereq.http.X-Edge-Stale-Copy) {
        unset bereq.http.If-None-Match;
        unset bereq.http.If-Modified-Since;
    }
}

sub vcl_backend_response {
    # An asset one origin lacks may be another's: during a rolling release a page of the new release asks
    # for its new assets, and an origin of the old release has none of them (the new release carries the
    # old one's: docs/decisions/0013-assets-outlive-their-release.md). Ask again, up to 3 times; with
    # several origins (a director) the origin include picks another one on each retry. A hashed asset
    # that no origin has still ends as the origin's 404, never stored.
    if (beresp.status == 404 && bereq.url ~ "^/assets/" && bereq.retries < 3) {
        return (retry);
    }
    # Bans match this (a ban on object headers only, which the ban lurker clears in the background).
    set beresp.http.X-Edge-Url = bereq.url;
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Never stored: 5xx answers, the busy 503 included. When there is a copy to fall back on (a
    # background refresh, or a fetch past the origin's window) the answer is dropped and the visitor
    # gets the stale copy; otherwise the visitor gets the origin's answer, and nothing is kept.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch || bereq.http.X-Edge-Stale-Copy) {
            return (abandon);
        }
        call dont_store;
    }
    # Never stored: anything that sets a cookie (the storefront sets none) or forbids storing. Like
    # Varnish's own rule, later requests for it go straight to the origin for two minutes.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)no-store|no-cache|private"
        || beresp.ttl <= 0s) {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Freshness: Varnish has read beresp.ttl from s-maxage and beresp.grace from stale-while-revalidate.
    # Remember that window for vcl_hit, then keep the object 24 h past its s-maxage (stale-if-error).
    set beresp.http.X-Edge-Grace = beresp.grace;
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # The origin did not answer (down, refused, timed out, or sick by the probe).
    if (bereq.is_bgfetch || bereq.http.X-Edge-Stale-Copy) {
        return (abandon);
    }
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    set beresp.body = "The shop is unavailable for a moment. Please try again in a few seconds.";
    call dont_store;
}

# A 5xx is passed on once and never kept, not even for a moment: no default TTL and no grace (a 503
# kept for a second would be served to every visitor of that second).
sub dont_store {
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    set beresp.uncacheable = true;
    return (deliver);
}

sub vcl_deliver {
    set resp.http.X-Cache = req.http.X-Cache;
    unset resp.http.X-Edge-Url;
    unset resp.http.X-Edge-Grace;
    # CSP, HSTS, Speculation-Rules, Vary, ETag and Cache-Control pass through as the origin sent them.
}

sub vcl_synth {
    # A fetch with a stale copy to fall back on failed (vcl_backend_response, vcl_backend_error):
    # look the page up again, and serve the stale copy.
    if (resp.status == 503 && req.http.X-Edge-Stale-Copy && !req.http.X-Edge-Stale-If-Error) {
        set req.http.X-Edge-Stale-If-Error = "1";
        return (restart);
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 405) {
        set resp.http.Allow = "GET, HEAD";
    }
    if (resp.status == 503) {
        set resp.http.Retry-After = "5";
    }
    set resp.body = resp.reason + {"
"};
    return (deliver);
}
