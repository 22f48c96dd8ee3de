# The origin: one storefront server (deploy/varnish/default.vcl includes this file). Point it at yours;
# `npm run edge` writes its own copy for the server it starts.
backend storefront {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = storefront_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 10s;
    .between_bytes_timeout = 5s;
}
