"""Turn the rendered page PNG into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(245)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
# paper tint
tint = Image.new("RGB", page.size, (246, 241, 228))
page = ImageChops.multiply(page, tint)
# put on a darker "desk" background and rotate ~2 degrees
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 84, 74))
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette / uneven light
w, h = bg.size
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    dr.ellipse([-w * 0.25 + i * w * 0.012, -h * 0.2 + i * h * 0.01, w * 1.2 - i * w * 0.012, h * 1.25 - i * h * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(bg, lambda x: int(x * 0.72))
bg = Image.composite(bg, dark, mask)
# slight blur and noise
bg = bg.filter(ImageFilter.GaussianBlur(0.7))
noise = Image.effect_noise((w, h), 14).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, Image.eval(noise, lambda x: 200 + x // 5)), 0.35)
bg.save(out, "JPEG", quality=82)
print("wrote", out, bg.size)
