"""Turn the rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(64)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# crop lower empty part of the A4 page a bit, as if the phone framed the text
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# warm paper tint
tint = Image.new("RGB", page.size, (246, 238, 222))
page = ImageChops.multiply(page, tint)
# put on a dark table background and rotate ~2 degrees
bg = Image.new("RGB", (page.width + 160, page.height + 160), (72, 60, 50))
bg.paste(page, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(72, 60, 50))
# vignette / uneven lighting: darker towards the bottom-right corner
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    f = i / 40
    d.ellipse([-W * 0.3 + f * W * 0.25, -H * 0.3 + f * H * 0.25,
               W * 1.05 - f * W * 0.2, H * 1.0 - f * H * 0.2], fill=int(90 + 165 * f))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
bg = Image.composite(bg, dark, mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.add(bg, noise, scale=2.0, offset=-64), 0.25)
bg.save(out, "JPEG", quality=82)
