"""Turns a rendered page PNG into a phone-photo JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(86)
im = Image.open(src).convert("RGB")
w, h = im.size
# crop to the text area with a margin, then place on a darker "desk"
im = im.crop((60, 40, w - 60, int(h * 0.68)))
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 76))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
W, H = bg.size
# vignette / uneven lighting
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    v = int(255 * (i / 40) ** 1.5)
    d.ellipse((-W * 0.3 + i * W * 0.012, -H * 0.3 + i * H * 0.012, W * 1.3 - i * W * 0.012, H * 1.3 - i * H * 0.012), fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 36, 30))
bg = Image.composite(bg, dark, shade.point(lambda p: 110 + p * 145 // 255))
# warm tint + blur + noise
bg = ImageChops.multiply(bg, Image.new("RGB", (W, H), (255, 246, 228)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, noise, 0.06)
bg.save(dst, "JPEG", quality=82)
