# Turns yu_kejia_page.png (pdftoppm -r 150) into a phone-photo JPEG without text layer.
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
HERE = os.path.dirname(os.path.abspath(__file__))
random.seed(7)
im = Image.open(os.path.join(HERE, "yu_kejia_page-1.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))   # desk
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# vignette / uneven light
mask = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    r = i / 40
    d.ellipse([bg.width * (-0.3 + 0.3 * r), bg.height * (-0.25 + 0.25 * r),
               bg.width * (1.2 - 0.3 * r), bg.height * (1.3 - 0.3 * r)], fill=int(150 + 105 * r))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (40, 36, 30))
bg = Image.composite(bg, dark, mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=6.0, offset=-10)
bg.save(os.path.join(HERE, "..", "cvs", "俞可嘉简历_手机拍照.jpg"), quality=82)
print("ok")
