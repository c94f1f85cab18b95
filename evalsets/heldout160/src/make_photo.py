"""Turns a rendered page PNG into a phone-photo-like JPG (rotation, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(160)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", im.size, (236, 228, 212))
im = ImageChops.multiply(im, tint)
# place on a darker desk background with margin and rotate ~2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (88, 78, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(88, 78, 66))
W, H = bg.size
# vignette / uneven lighting: radial gradient
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    f = i / 60
    d.ellipse([W * (-0.25 + f * 0.3), H * (-0.2 + f * 0.25), W * (1.25 - f * 0.3), H * (1.2 - f * 0.25)], fill=int(90 + 165 * f))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 26, 22))
bg = Image.composite(bg, dark, mask)
# diagonal shadow from the phone
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(0, H * 0.7), (W * 0.45, H), (0, H)], fill=170)
sh = sh.filter(ImageFilter.GaussianBlur(60))
bg = ImageChops.multiply(bg, Image.merge("RGB", (sh, sh, sh)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 4)), 0.35)
bg.save(out, "JPEG", quality=82)
print("wrote", out, bg.size)
