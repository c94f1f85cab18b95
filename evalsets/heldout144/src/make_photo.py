# Turns luo_page.png (rendered page of luo_xinghe_2026.pdf) into a phone-photo-like JPEG.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(144)
page = Image.open("luo_page.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))  # desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: darker towards bottom-right plus vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-img.width * 0.3 + i * 8, -img.height * 0.3 + i * 8,
               img.width * 1.1 - i * 8, img.height * 1.1 - i * 8], fill=int(i * 255 / 60))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (40, 36, 30))
img = Image.composite(img, dark, shade.point(lambda v: 120 + v * 135 // 255))
# warm tint
r, g, b = img.split()
img = Image.merge("RGB", (r, g.point(lambda v: int(v * 0.97)), b.point(lambda v: int(v * 0.9))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save("../cvs/IMG_20261103_213355.jpg", quality=82)
