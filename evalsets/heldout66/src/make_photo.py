"""Turn a rendered page PNG into a phone-photo JPEG (rotation, vignette, blur, noise). No text layer."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(66)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# background (table surface) and page placed with a small rotation
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
rot = page.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# shading: darker towards one corner + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    v = int(255 * (1 - i / 60) * 0.55)
    d.ellipse([-bg.width * 0.2 + i * bg.width / 120, -bg.height * 0.15 + i * bg.height / 120,
               bg.width * 1.25 - i * bg.width / 120, bg.height * 1.2 - i * bg.height / 120], fill=255 - v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(bg.size)
grad = grad.point(lambda p: 200 + p * 55 // 255)
mask = ImageChops.multiply(shade, grad)
dark = Image.new("RGB", bg.size, (20, 18, 15))
warm = Image.composite(bg, dark, mask)
warm = ImageChops.multiply(warm, Image.new("RGB", bg.size, (255, 246, 228)))
# blur + noise
warm = warm.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
out = Image.blend(warm, ImageChops.multiply(warm, noise.point(lambda p: 200 + p // 5)), 0.35)
out.save(dst, "JPEG", quality=80)
