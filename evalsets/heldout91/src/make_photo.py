# Turns kexuan_ru_cv_2026.pdf (page 1, rendered by pdftoppm -r 150) into a phone photo.
import random, subprocess, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(['pdftoppm', '-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile',
                os.path.join(here, 'kexuan_ru_cv_2026.pdf'), os.path.join(here, 'page')], check=True)
random.seed(91)
page = Image.open(os.path.join(here, 'page.png')).convert('RGB')
W, H = page.size
bg = Image.new('RGB', (int(W * 1.12), int(H * 1.08)), (92, 78, 64))   # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# lighting gradient + vignette
shade = Image.new('L', img.size, 0); dr = ImageDraw.Draw(shade)
for y in range(img.height):
    dr.line([(0, y), (img.width, y)], fill=int(205 + 50 * y / img.height))
img = ImageChops.multiply(img, Image.merge('RGB', [shade] * 3))
vig = Image.new('L', img.size, 0); dv = ImageDraw.Draw(vig)
dv.ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
img = Image.composite(img, Image.new('RGB', img.size, (30, 26, 22)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_184512.jpg'), quality=82)
os.remove(os.path.join(here, 'page.png'))
print('ok')
